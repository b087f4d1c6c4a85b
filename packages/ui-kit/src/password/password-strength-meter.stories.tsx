import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { PasswordStrengthMeter } from './password-strength-meter';

const meta = {
  title: 'ui-kit/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { password: '' },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const VeryWeak: Story = { args: { password: 'abc' } };
export const Weak: Story = { args: { password: 'abcdefgh' } };
export const Fair: Story = { args: { password: 'Abcdefgh' } };
export const Good: Story = { args: { password: 'Abcdefg1' } };
export const Strong: Story = { args: { password: 'Abcdef1!' } };

function PasswordField() {
  const [password, setPassword] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <label htmlFor="story-password">Password</label>
      <input
        id="story-password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter password={password} />
    </div>
  );
}

export const Typing: Story = { render: () => <PasswordField /> };
