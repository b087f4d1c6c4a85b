/**
 * The signed-in pages read the account first. A 401 or 404 ends the session and goes to sign-in;
 * a server or network failure keeps the session and offers a retry, instead of bouncing between
 * /sign-in (which sends a signed-in writer to /dashboard) and /dashboard.
 */
import { tokenStorage } from '@castmyscript/api';
import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';

import { ProtectedRoute } from '../components/protected-route';
import { VisitorRoute } from '../components/visitor-route';

const server = setupMswServer();
const ME = { _id: 'u1', email: 'writer@example.com', name: 'Writer' };

const App = () => (
  <Routes>
    <Route element={<VisitorRoute />}>
      <Route path="/sign-in" element={<p>Sign in page</p>} />
    </Route>
    <Route element={<ProtectedRoute />}>
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Route>
  </Routes>
);

beforeEach(() => tokenStorage.startSession({ access_token: 'a', refresh_token: 'r' }, ME.email));

it('shows the page once the account is read', async () => {
  server.use(http.get(`${BASE}/users/me`, () => HttpResponse.json(success(ME))));
  renderPage(<App />, { path: '/dashboard', route: false });
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
});

it('a user that is gone: says so, ends the session and stays on sign-in', async () => {
  server.use(
    http.get(`${BASE}/users/me`, () =>
      HttpResponse.json(failure('User not found'), { status: 404 }),
    ),
  );
  renderPage(<App />, { path: '/dashboard', route: false });
  expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  expect(await screen.findByText('User not found')).toBeInTheDocument();
  expect(tokenStorage.getAccessToken()).toBeNull();
  expect(currentPath()).toBe('/sign-in');
});

it('the server failing: keeps the session, offers a retry, and the retry shows the page', async () => {
  let reads = 0;
  server.use(
    http.get(`${BASE}/users/me`, () => {
      reads += 1;
      return reads === 1
        ? HttpResponse.json(failure('Something went wrong on our side'), { status: 500 })
        : HttpResponse.json(success(ME));
    }),
  );
  const { user } = renderPage(<App />, { path: '/dashboard', route: false });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByRole('alert')).toHaveTextContent("Your account can't be loaded right now.");
  expect(currentPath()).toBe('/dashboard');
  expect(tokenStorage.getAccessToken()).toBe('a');
  await user.click(retry);
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  await waitFor(() => expect(reads).toBe(2));
});
