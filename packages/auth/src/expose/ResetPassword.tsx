import { PlaceholderPage } from '../app/placeholder-page';

const ResetPassword = () => (
  <PlaceholderPage title="Set a new password" lead="Choose a strong password for your account." />
);

export default ResetPassword;
