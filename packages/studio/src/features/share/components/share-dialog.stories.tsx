import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import { storyApi } from '../../audio/components/story-api';
import { ShareDialog } from './share-dialog';

const LINK = {
  url: 'http://localhost:3000/listen/3q2-Xb7kP0',
  feed_url: 'http://localhost:3000/api/v1/shared/3q2-Xb7kP0/feed.xml',
  token: '3q2-Xb7kP0',
  expires_at: '2026-12-09T12:00:00.000Z',
  allow_download: false,
  created_at: '2026-11-25T12:00:00.000Z',
};

const meta = {
  title: 'studio/Share dialog',
  component: ShareDialog,
  args: { documentId: 'doc-1', visible: true, onHide: () => undefined },
  decorators: [storyFrame()],
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = (share: typeof LINK | null, status = 200) =>
  storyApi([
    { path: /^documents\/doc-1\/share$/, status, data: { share } },
    { method: 'POST', path: /^documents\/doc-1\/share$/, status: 201, data: LINK },
    { method: 'DELETE', path: /^documents\/doc-1\/share$/, status: 204 },
  ]);

export const NoLinkYet: Story = { decorators: [routes(null)] };
export const LiveLink: Story = { decorators: [routes(LINK)] };
export const Loading: Story = { decorators: [pendingApi] };
export const LoadFailed: Story = { decorators: [routes(null, 500)] };
export const Phone: Story = {
  decorators: [routes(LINK)],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
