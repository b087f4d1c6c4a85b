import { render, screen, within } from '@testing-library/react';

import { PasswordStrengthMeter } from '../password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('shows the label and exposes the score on the meter', () => {
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByText('Good')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(meter).toHaveAttribute('aria-valuetext', 'Good');
  });

  it('says which criteria are met', () => {
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'At least 8 characters (met)',
      'An uppercase letter (met)',
      'A lowercase letter (met)',
      'A number (met)',
      'A special character (not met)',
    ]);
  });

  it('starts at Very Weak for an empty password', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });
});
