import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { storyFrame } from '../../app/story-frame';
import { RehearseControls } from './rehearse-controls';

const CHOSEN = { character: 'MARA', cueOnly: false, hide: true, loop: false };

const meta = {
  title: 'studio/Rehearse/Rehearse controls',
  component: RehearseControls,
  decorators: [storyFrame()],
  args: {
    characters: ['MARA', 'TOBIAS'],
    choice: CHOSEN,
    phase: 'idle',
    current: null,
    onChoice: fn(),
    onStart: fn(),
    onStop: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof RehearseControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just listening: only the choice of a character shows. */
export const NoCharacter: Story = { args: { choice: { ...CHOSEN, character: '' } } };
/** A character chosen, not started: the options and Start rehearsal. */
export const Ready: Story = {};
/** Another character's line sounds. */
export const Listening: Story = {
  args: { phase: 'playing', current: { scene_index: 0, actor: 'narrator' } },
};
/** The read waits for the actor's line: Next (or Space) goes on. */
export const Waiting: Story = {
  args: { phase: 'waiting', current: { scene_index: 1, actor: 'MARA' } },
};
export const Finished: Story = { args: { phase: 'done' } };
/** A read with only the narrator has no one to rehearse as: nothing shows. */
export const NoCharacters: Story = {
  args: { characters: [], choice: { ...CHOSEN, character: '' } },
};
export const Phone: Story = {
  args: { phase: 'waiting', current: { scene_index: 1, actor: 'MARA' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
