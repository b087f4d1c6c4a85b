import { PlaceholderPage } from '../app/placeholder-page';

const SignIn = () => (
  <PlaceholderPage title="Sign in" lead="Welcome back to CastMyScript." />
);

export default SignIn;
