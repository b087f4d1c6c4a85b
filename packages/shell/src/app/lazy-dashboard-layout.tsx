import { PageLoader } from '@castmyscript/ui-kit';
import { lazy, Suspense } from 'react';

// Visitors of the public pages never download the dashboard frame (sidebar, drawer, menus).
const DashboardLayout = lazy(() =>
  import('../features/layout/components/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);

export const LazyDashboardLayout = () => (
  <Suspense fallback={<PageLoader label="Loading your dashboard…" />}>
    <DashboardLayout />
  </Suspense>
);
