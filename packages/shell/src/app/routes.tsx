import { Navigate, type RouteObject } from 'react-router-dom';

import { ProtectedRoute } from '../features/session/components/protected-route';
import { UploadLinkRedirect } from '../features/session/components/upload-link-redirect';
import { VisitorRoute } from '../features/session/components/visitor-route';
import { LazyDashboardLayout } from './lazy-dashboard-layout';
import { page } from './route-pages';
import { RouteError } from './route-error';
import { RootFrame } from './root-frame';

const t = (title: string) => ({ title });

/**
 * Every route of both spec documents (spec 1 §2, spec 2 §2) and which remote renders it. The
 * shell owns this table; each remote owns what its pages look like.
 */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page('marketing', 'Landing') },
      { path: '/get-started', element: page('marketing', 'GetStarted') },
      { path: '/terms', element: page('marketing', 'Terms') },
      { path: '/contact', element: page('marketing', 'Contact') },
      { path: '/coming-soon', element: page('marketing', 'ComingSoon') },
      {
        element: <VisitorRoute />,
        children: [
          { path: '/sign-in', element: page('auth', 'SignIn') },
          { path: '/sign-up', element: page('auth', 'SignUp') },
        ],
      },
      { path: '/forgot-password', element: page('auth', 'ForgotPassword') },
      { path: '/reset-password', element: page('auth', 'ResetPassword') },
      { path: '/verify/:token', element: page('auth', 'Verify') },
      { path: '/verification', element: page('auth', 'Verification') },
      { path: '/:projectId/upload', element: <UploadLinkRedirect /> },
      { path: '/membership', element: <Navigate to="/dashboard/packages" replace /> },
      {
        path: '/dashboard',
        element: <ProtectedRoute />,
        children: [
          {
            element: <LazyDashboardLayout />,
            children: [
              { index: true, element: page('studio', 'Overview'), handle: t('Overview') },
              { path: 'process-list', element: page('studio', 'ProcessHistory'), handle: t('History') },
              { path: 'subscription', element: page('billing', 'Subscription'), handle: t('Subscription') },
              { path: 'packages', element: page('billing', 'Packages'), handle: t('Packages') },
              { path: 'transaction', element: page('billing', 'Transactions'), handle: t('Transaction') },
              { path: 'success', element: page('billing', 'PaymentSuccess'), handle: t('Payment') },
              { path: 'cancel', element: page('billing', 'PaymentCancel'), handle: t('Payment') },
              {
                path: 'profile-settings',
                element: page('auth', 'ProfileSettings'),
                handle: t('Profile Settings'),
              },
              { path: 'upload', element: <Navigate to="/dashboard/process/upload" replace /> },
              { path: 'process', element: <Navigate to="/dashboard/process/upload" replace /> },
              { path: 'process/upload', element: page('studio', 'Upload'), handle: t('Upload Script') },
              { path: 'process/:documentId', element: <Navigate to="scenes" replace /> },
              { path: 'process/:documentId/upload', element: page('studio', 'Upload'), handle: t('Upload Script') },
              { path: 'process/:documentId/scenes', element: page('studio', 'Scenes'), handle: t('Script Scenes') },
              {
                path: 'process/:documentId/assign-voice',
                element: page('studio', 'AssignVoice'),
                handle: t('Assign Voices'),
              },
              {
                path: 'process/:documentId/scenes-preview',
                element: page('studio', 'ScenesPreview'),
                handle: t('Preview'),
              },
              { path: 'process/:documentId/error', element: page('studio', 'ProcessError'), handle: t('History') },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
