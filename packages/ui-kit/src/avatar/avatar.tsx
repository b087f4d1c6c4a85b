import { useState } from 'react';

import { avatarColour } from './avatar-colour';
import { initialsOf } from './initials-of';

export interface AvatarProps {
  /** Full name; drives the initials, the colour and the accessible name. */
  name?: string | null;
  /** Picture address; initials are shown when absent or when it fails to load. */
  src?: string | null;
  /** Diameter in pixels. */
  size?: number;
  /** Shows a placeholder while the profile is still loading. */
  loading?: boolean;
  className?: string;
}

export function Avatar({ name, src, size = 40, loading = false, className }: AvatarProps) {
  // Remember which address failed, so a new picture gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || 'Unknown user';
  const classes = ['cms-avatar', className].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };

  if (loading) {
    return (
      <span
        className={`${classes} cms-avatar--loading`}
        style={box}
        role="img"
        aria-label="Loading profile"
        aria-busy="true"
      />
    );
  }

  if (src && src !== failedSrc) {
    return (
      <img
        className={`${classes} cms-avatar--picture`}
        style={box}
        src={src}
        alt={label}
        onError={() => setFailedSrc(src)}
      />
    );
  }

  return (
    <span
      className={`${classes} cms-avatar--initials`}
      style={{ ...box, backgroundColor: avatarColour(name) }}
      role="img"
      aria-label={label}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
