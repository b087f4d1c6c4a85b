import { Navigate, type RouteObject } from 'react-router-dom';

import { loadAppFrame } from './load-app-frame';
import { lazyComponent } from './lazy-route';
import { page, sitePage } from './route-pages';
import { RouteError } from './route-error';

const t = (title: string) => ({ title });

const visitorRoute = lazyComponent(
  () => import('../features/session/components/visitor-route'),
  'VisitorRoute',
);
const protectedRoute = lazyComponent(
  () => import('../features/session/components/protected-route'),
  'ProtectedRoute',
);
const uploadLinkRedirect = lazyComponent(
  () => import('../features/session/components/upload-link-redirect'),
  'UploadLinkRedirect',
);
// Visitors of the public pages never download the dashboard frame (sidebar, drawer, menus).
const dashboardLayout = lazyComponent(
  () => import('../features/layout/components/dashboard-layout'),
  'DashboardLayout',
);

/**
 * Every route of both spec documents and which remote renders it. The
 * shell owns this table; each remote owns what its pages look like.
 *
 * Two frames: the site's static pages (`sitePage`) render with nothing but the router and their
 * remote; every other page sits in the app frame (store, toasts, dialogs, PrimeReact and its
 * theme), loaded on first use. A page belongs outside only if it uses none of those: a static
 * page that starts using a toast, the store or a PrimeReact component moves into the frame.
 * Nothing this file imports statically may load the store, ui-kit or PrimeReact
 * (`__tests__/site-frame.test.ts`).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', ...sitePage('marketing', 'Landing') },
      { path: '/terms', ...sitePage('marketing', 'Terms') },
      // A shared table read for anyone with the link. Outside the frame and its guards,
      // so no session is read, none is needed, and the first load stays light (≤ 250 KB).
      { path: '/listen/:token', ...sitePage('studio', 'Listen') },
      { path: '*', element: <Navigate to="/" replace /> },
      {
        lazy: loadAppFrame,
        children: [
          { path: '/get-started', element: page('marketing', 'GetStarted') },
          { path: '/contact', element: page('marketing', 'Contact') },
          { path: '/coming-soon', element: page('marketing', 'ComingSoon') },
          {
            lazy: visitorRoute,
            children: [
              { path: '/sign-in', element: page('auth', 'SignIn') },
              { path: '/sign-up', element: page('auth', 'SignUp') },
            ],
          },
          { path: '/forgot-password', element: page('auth', 'ForgotPassword') },
          { path: '/reset-password', element: page('auth', 'ResetPassword') },
          { path: '/verify/:token', element: page('auth', 'Verify') },
          { path: '/verification', element: page('auth', 'Verification') },
          { path: '/:projectId/upload', lazy: uploadLinkRedirect },
          { path: '/membership', element: <Navigate to="/dashboard/packages" replace /> },
          {
            path: '/dashboard',
            lazy: protectedRoute,
            children: [
              {
                lazy: dashboardLayout,
                children: [
                  { index: true, element: page('studio', 'Overview'), handle: t('Overview') },
                  {
                    path: 'process-list',
                    element: page('studio', 'ProcessHistory'),
                    handle: t('History'),
                  },
                  {
                    path: 'subscription',
                    element: page('billing', 'Subscription'),
                    handle: t('Subscription'),
                  },
                  { path: 'packages', element: page('billing', 'Packages'), handle: t('Packages') },
                  {
                    path: 'transaction',
                    element: page('billing', 'Transactions'),
                    handle: t('Transaction'),
                  },
                  {
                    path: 'success',
                    element: page('billing', 'PaymentSuccess'),
                    handle: t('Payment'),
                  },
                  {
                    path: 'cancel',
                    element: page('billing', 'PaymentCancel'),
                    handle: t('Payment'),
                  },
                  {
                    path: 'profile-settings',
                    element: page('auth', 'ProfileSettings'),
                    handle: t('Profile Settings'),
                  },
                  { path: 'upload', element: <Navigate to="/dashboard/process/upload" replace /> },
                  { path: 'process', element: <Navigate to="/dashboard/process/upload" replace /> },
                  {
                    path: 'process/upload',
                    element: page('studio', 'Upload'),
                    handle: t('Upload Script'),
                  },
                  { path: 'process/:documentId', element: <Navigate to="scenes" replace /> },
                  {
                    path: 'process/:documentId/upload',
                    element: page('studio', 'Upload'),
                    handle: t('Upload Script'),
                  },
                  {
                    path: 'process/:documentId/scenes',
                    element: page('studio', 'Lines'),
                    handle: t('Script Scenes'),
                  },
                  {
                    path: 'process/:documentId/assign-voice',
                    element: page('studio', 'AssignVoice'),
                    handle: t('Assign Voices'),
                  },
                  {
                    path: 'process/:documentId/scenes-preview',
                    element: page('studio', 'AudioProduction'),
                    handle: t('Preview'),
                  },
                  {
                    path: 'process/:documentId/error',
                    element: page('studio', 'ProcessError'),
                    handle: t('History'),
                  },
                  { path: '*', element: <Navigate to="/dashboard" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
