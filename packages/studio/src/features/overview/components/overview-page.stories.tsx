import { type AppStore, createStore } from '@castmyscript/api';
import type { Activity } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

import { pendingApi } from '../../../app/story-pending-api';
import { storyFrame } from '../../../app/story-frame';
import { activitiesApi } from '../api/activities-api';
import { OverviewPage } from './overview-page';

const PATH = { path: '/dashboard' };

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const ACTIVITIES: Activity[] = [
  {
    _id: 'a1',
    action: 'Processing Completed',
    description: '“The Lighthouse Keeper” was split into 42 lines (4 pages).',
    status: 'completed',
    reference_id: 'doc-1',
    timestamp: ago(20),
  },
  {
    _id: 'a2',
    action: 'Processing Started',
    description: '“Night Shift” is being read: 12 pages charged.',
    status: 'processing',
    reference_id: 'doc-2',
    timestamp: ago(7 * 60),
  },
  {
    _id: 'a3',
    action: 'Processing Failed',
    description:
      '“scan-0042” could not be read: the PDF has no text layer. Its pages were refunded.',
    status: 'failed',
    reference_id: 'doc-3',
    timestamp: ago(5 * 3600),
  },
  {
    _id: 'a4',
    action: 'Document Uploaded',
    description: '“The Lighthouse Keeper” was uploaded.',
    status: 'completed',
    reference_id: 'doc-1',
    timestamp: ago(3 * 86_400),
  },
];

/**
 * The page in the shell's providers with a store filled as the recent call would have, made when
 * the story renders so the data is fresh and the page does not ask again.
 */
const withActivities = (list: Activity[]) => (Story: () => ReactNode) => {
  const store: AppStore = createStore();
  void store.dispatch(activitiesApi.util.upsertQueryData('getRecentActivities', undefined, list));
  return storyFrame({ ...PATH, store })(Story);
};

const meta = {
  title: 'studio/Dashboard Overview',
  component: OverviewPage,
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [withActivities(ACTIVITIES)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Just now')).toBeInTheDocument();
    await expect(canvas.getByText('3 days ago')).toBeInTheDocument();
  },
};

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

export const Empty: Story = {
  decorators: [withActivities([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Activities Found')).toBeInTheDocument();
  },
};

/** The recent call never answers. */
export const Loading: Story = { decorators: [storyFrame(PATH), pendingApi] };

/** No server in Storybook: the call fails, which shows the error with Retry. */
export const LoadFailed: Story = { decorators: [storyFrame(PATH)] };
