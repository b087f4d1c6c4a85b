import { fireEvent, render, screen } from '@testing-library/react';

import { Avatar } from '../avatar';
import { avatarColour } from '../avatar-colour';

describe('Avatar', () => {
  it('shows the picture when one is given', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/ada.png');
  });

  it('falls back to initials on a coloured background when the picture fails', () => {
    render(<Avatar name="Ada Lovelace" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveStyle({ backgroundColor: avatarColour('Ada') });
  });

  it('tries again when the picture address changes', () => {
    const { rerender } = render(<Avatar name="Ada" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveTextContent('A');
    rerender(<Avatar name="Ada" src="/new.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/new.png');
  });

  it("shows '?' and a generic label without a name", () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
  });

  it('shows a busy placeholder while loading', () => {
    render(<Avatar name="Ada" src="/ada.png" loading />);
    expect(screen.getByRole('img', { name: 'Loading profile' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
