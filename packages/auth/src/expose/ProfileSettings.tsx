import { PlaceholderPage } from '../app/placeholder-page';

const ProfileSettings = () => (
  <PlaceholderPage title="Profile settings" lead="Your name, user name, picture and password." />
);

export default ProfileSettings;
