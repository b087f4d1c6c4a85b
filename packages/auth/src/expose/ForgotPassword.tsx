import { PlaceholderPage } from '../app/placeholder-page';

const ForgotPassword = () => (
  <PlaceholderPage title="Forgot password" lead="We will email you a link to set a new password." />
);

export default ForgotPassword;
