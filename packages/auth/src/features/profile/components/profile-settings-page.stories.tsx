import { createStore } from '@castmyscript/api';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { profileApi, type Profile } from '../api/profile-api';
import { ProfileSettingsPage } from './profile-settings-page';

/** A store whose profile is already loaded, so the page shows it without a server. */
const storeWith = (profile: Profile) => {
  const store = createStore();
  void store.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, profile));
  return store;
};

const ADA: Profile = {
  email: 'ada@example.com',
  full_name: 'Ada Writer',
  username: 'ada',
  profile_picture_url: null,
  role: 'user',
};

const meta = {
  title: 'auth/Profile settings',
  component: ProfileSettingsPage,
} satisfies Meta<typeof ProfileSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { decorators: [storyFrame({ store: storeWith(ADA) })] };

export const WithoutName: Story = {
  decorators: [
    storyFrame({ store: storeWith({ ...ADA, full_name: null, username: null, role: 'admin' }) }),
  ],
};

/** No server in Storybook: the profile call fails, which shows the error state with Retry. */
export const LoadFailed: Story = { decorators: [storyFrame()] };
