import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { routes } from './routes';

export const createRouter = () => createBrowserRouter(routes);

type Props = { router: ReturnType<typeof createRouter> };

/** The store, toasts, dialogs and PrimeReact come with the app frame (`app-frame.tsx`), not here. */
export const App = ({ router }: Props) => <RouterProvider router={router} />;
