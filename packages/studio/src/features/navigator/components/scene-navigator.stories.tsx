import type { Meta, StoryObj } from '@storybook/react-vite';

import { SceneNavigator } from './scene-navigator';

const scene = (heading: string, first: number, measured: number | null) => ({
  heading,
  first_index: first,
  last_index: first + 3,
  pages: 0.5,
  estimated_s: 30,
  measured_s: measured,
});

const meta = {
  title: 'studio/Scene navigator',
  component: SceneNavigator,
  args: {
    scenes: [
      scene('INT. LIGHTHOUSE - NIGHT', 0, 41),
      scene('EXT. SHORE - DAWN', 4, 27),
      scene('INT. KITCHEN - DAY', 8, null),
    ],
    loading: false,
    error: null,
    currentIndex: 5,
    onRetry: () => undefined,
    onPlayFrom: () => undefined,
  },
} satisfies Meta<typeof SceneNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { scenes: undefined, loading: true } };
export const Empty: Story = { args: { scenes: [] } };
export const LoadFailed: Story = {
  args: { scenes: undefined, error: 'The scenes could not be loaded. Please try again.' },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
