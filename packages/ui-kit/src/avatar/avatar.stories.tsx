import type { Meta, StoryObj } from '@storybook/react-vite';

import { Avatar } from './avatar';

// An inline SVG keeps the story offline: Storybook must never reach the network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6366f1"/><circle cx="20" cy="16" r="8" fill="#e0e7ff"/><rect x="8" y="27" width="24" height="13" rx="6" fill="#e0e7ff"/></svg>',
  );

const meta = {
  title: 'ui-kit/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 40 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Picture: Story = { args: { src: picture } };
// An undecodable image fails like a dead link, without a 404 in the console.
export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,AAAA' } };
export const SingleName: Story = { args: { name: 'Cher' } };
export const NoName: Story = { args: { name: '' } };
export const Loading: Story = { args: { loading: true } };
export const Large: Story = { args: { size: 96 } };

export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lu'].map(
        (name) => (
          <Avatar key={name} name={name} />
        ),
      )}
    </div>
  ),
};
