import { PlaceholderPage } from '../app/placeholder-page';

const SignUp = () => (
  <PlaceholderPage title="Create your account" lead="Start with five free pages a month." />
);

export default SignUp;
