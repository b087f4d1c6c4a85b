import { Avatar } from '@castmyscript/ui-kit';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { useGetMeQuery } from '../../../shared/session/me-api';
import { useThemeMode } from '../../../shared/theme/use-theme-mode';

type Props = { onSupport: () => void; onSignOut: () => void };

/** Avatar and name (loading placeholder, 'Undefined' fallback) with the user menu. */
export const UserMenu = ({ onSupport, onSignOut }: Props) => {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const { data: me, isLoading } = useGetMeQuery();
  const theme = useThemeMode();
  const name = me?.full_name || me?.username || 'Undefined';
  const items: MenuItem[] = [
    {
      label: 'Profile',
      icon: 'pi pi-user',
      command: () => navigate('/dashboard/profile-settings'),
    },
    { label: 'Support', icon: 'pi pi-question-circle', command: onSupport },
    {
      label: 'Transaction',
      icon: 'pi pi-receipt',
      command: () => navigate('/dashboard/transaction'),
    },
    {
      label: theme.mode === 'dark' ? 'Light mode' : 'Dark mode',
      icon: theme.mode === 'dark' ? 'pi pi-sun' : 'pi pi-moon',
      command: theme.toggle,
    },
    { label: 'Sign out', icon: 'pi pi-sign-out', command: onSignOut },
  ];

  if (isLoading) {
    return (
      <span className="cms-user-menu cms-skeleton" aria-label="Loading profile" role="status" />
    );
  }
  return (
    <>
      <button
        type="button"
        className="cms-user-menu"
        aria-haspopup="menu"
        aria-controls="cms-user-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <Avatar
          name={me?.full_name ?? me?.username ?? ''}
          src={me?.profile_picture_url ?? undefined}
          size={36}
        />
        <span className="cms-user-menu__name">{name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      {/* PrimeReact's popup menu closes on an item and on any click outside it. */}
      <Menu model={items} popup ref={menu} id="cms-user-menu" />
    </>
  );
};
