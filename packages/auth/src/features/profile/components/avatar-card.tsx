import { Avatar } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';

import type { Profile } from '../api/profile-api';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { capitalise } from '../lib/validate-avatar';

type Props = { profile: Profile; refetch: () => Promise<unknown> };

/** The picture with its menu (Upload or Change Picture, Remove Picture, Cancel). */
export const AvatarCard = ({ profile, refetch }: Props) => {
  const menu = useRef<Menu>(null);
  const input = useRef<HTMLInputElement>(null);
  const { pick, clear, preview, problem, busy } = useAvatarUpload(refetch);
  const name = profile.full_name || profile.username || '';
  const items: MenuItem[] = [
    {
      label: 'Upload or Change Picture',
      icon: 'pi pi-upload',
      command: () => input.current?.click(),
    },
    {
      label: 'Remove Picture',
      icon: 'pi pi-trash',
      disabled: !profile.profile_picture_url,
      command: () => void clear(),
    },
    // A popup menu closes on any item, so Cancel needs no action of its own.
    { label: 'Cancel', icon: 'pi pi-times' },
  ];

  return (
    <section className="cms-card cms-avatar-card" aria-labelledby="avatar-card-name">
      <div className="cms-avatar-card__picture" aria-busy={busy || undefined}>
        <Avatar name={name} src={preview ?? profile.profile_picture_url} size={112} />
        <Button
          type="button"
          icon="pi pi-camera"
          rounded
          aria-label="Change profile picture"
          aria-haspopup="menu"
          aria-controls="avatar-menu"
          loading={busy}
          onClick={(event) => menu.current?.toggle(event)}
        />
      </div>
      <Menu model={items} popup ref={menu} id="avatar-menu" />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profile picture file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void pick(file);
        }}
      />
      {problem && (
        <p className="cms-field__error" role="alert">
          {problem}
        </p>
      )}
      <h2 id="avatar-card-name">{name || 'Undefined'}</h2>
      <p className="cms-avatar-card__role">{capitalise(profile.role || 'user')}</p>
      <p className="cms-avatar-card__email">{profile.email}</p>
    </section>
  );
};
