import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../app/story-frame';
import { NewDraftButton } from './new-draft-button';

const meta = {
  title: 'studio/Upload new draft',
  component: NewDraftButton,
  decorators: [storyFrame()],
  args: { documentId: 'doc-1' },
} satisfies Meta<typeof NewDraftButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on Script Scenes and Audio Production. */
export const Default: Story = {};

/** As in Process History: small, its accessible name says which script. */
export const InHistory: Story = { args: { title: 'The Lamp (Draft 2)', size: 'small' } };
