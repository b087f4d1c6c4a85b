import { setApiBaseUrl } from '@castmyscript/api';
import { setupServer } from 'msw/node';

/** Where the api slice sends its calls in tests; MSW handlers are registered under it. */
export const BASE = 'http://localhost/api/v1';

/** One MSW server per test file, failing on any call a test did not expect. */
export const setupMswServer = () => {
  const server = setupServer();
  // Typing whole forms or rendering PrimeReact dialogs on a busy two-core machine can pass
  // jest's 5 s default, and 20 s when every CI lane shares the two cores (seen: 40 s).
  jest.setTimeout(60_000);
  beforeAll(() => {
    setApiBaseUrl(BASE);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
};
