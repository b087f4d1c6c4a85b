import type { Meta, StoryObj } from '@storybook/react-vite';

import { PageTitle } from './page-title';

const meta = {
  title: 'ui-kit/PageTitle',
  component: PageTitle,
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  args: { title: 'Process History', lead: 'Every script you uploaded, newest first.' },
};
export const TitleOnly: Story = { args: { title: 'Dashboard' } };
