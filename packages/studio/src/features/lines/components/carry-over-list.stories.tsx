import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { CarryOverList } from './carry-over-list';

const file = {
  text: 'Bring the spare can.',
  actor: 'MARA',
  type: 'dialogue' as const,
  direction: null,
  direction_after: null,
};
const ITEMS = [
  {
    scene_id: 's6',
    previous_scene_id: 'p6',
    scene_index: 5,
    position: 5,
    fields: ['text' as const],
    edited: { ...file, text: 'Bring the spare oil can.' },
    file,
  },
  {
    scene_id: 's1',
    previous_scene_id: 'p1',
    scene_index: 0,
    position: 0,
    fields: ['type' as const, 'actor' as const],
    edited: {
      ...file,
      text: 'EXT. CLIFFTOP - NIGHT',
      actor: 'narrator',
      type: 'scene_heading' as const,
    },
    file: { ...file, text: 'EXT. CLIFFTOP - NIGHT' },
  },
];

const meta = {
  title: 'studio/Script Scenes/Edits to carry over',
  component: CarryOverList,
  decorators: [storyFrame()],
  args: { items: ITEMS, previousDraft: 1, busy: null, onCarry: fn(), onCarryAll: fn() },
} satisfies Meta<typeof CarryOverList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each edit the new file lacks with "Carry over", and "Carry over all". */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Carry over' })[0]);
    await expect(args.onCarry).toHaveBeenCalledWith('s6');
  },
};

/** While every edit is carried over, the buttons wait. */
export const CarryingAll: Story = { args: { busy: 'all' } };

/** Nothing to carry over: nothing is shown. */
export const Empty: Story = { args: { items: [] } };

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };
