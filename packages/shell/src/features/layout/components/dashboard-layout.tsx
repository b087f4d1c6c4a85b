import { Sidebar } from 'primereact/sidebar';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { RemoteSlot } from '../../../mf/remote-slot';
import { useSignOut } from '../../../shared/session/use-sign-out';
import { usePageTitle } from '../hooks/use-page-title';
import { isCreditsGateExempt } from '../nav';
import { DashboardHeader } from './dashboard-header';
import { SidebarNav } from './sidebar-nav';

/** The signed-in frame: sidebar (a drawer on small screens), header and content. */
export const DashboardLayout = () => {
  const [drawer, setDrawer] = useState(false);
  const [support, setSupport] = useState(false);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const title = usePageTitle();

  useEffect(() => {
    document.title = `${title} · CastMyScript`;
  }, [title]);

  return (
    <div className="cms-dashboard">
      <aside className="cms-sidebar">
        <SidebarNav onSignOut={signOut} />
      </aside>
      <Sidebar
        visible={drawer}
        onHide={() => setDrawer(false)}
        className="cms-drawer"
        aria-label="Menu"
      >
        <SidebarNav onNavigate={() => setDrawer(false)} onSignOut={signOut} />
      </Sidebar>
      <div className="cms-dashboard__main">
        <DashboardHeader
          onMenu={() => setDrawer(true)}
          onSupport={() => setSupport(true)}
          onSignOut={signOut}
        />
        <main className="cms-dashboard__content" id="main">
          <Outlet />
        </main>
      </div>
      {!isCreditsGateExempt(pathname) && (
        <RemoteSlot remote="billing" module="CreditsGate" compact />
      )}
      {support && (
        <RemoteSlot
          remote="auth"
          module="SupportDialog"
          compact
          props={{ visible: support, onHide: () => setSupport(false) }}
        />
      )}
    </div>
  );
};
