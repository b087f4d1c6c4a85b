import { ProfileSettingsPage } from '../features/profile/components/profile-settings-page';

export default ProfileSettingsPage;
