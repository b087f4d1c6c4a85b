/**
 * The site's static pages (the landing page above all) must not download the store, ui-kit or
 * PrimeReact: everything the route table imports statically is loaded here while those modules
 * refuse to load. Their dynamic imports (the app frame, guards, slot views) are not followed.
 */
// jest hoists these above the imports; a factory that throws fails any static import of them.
jest.mock('@castmyscript/api', () => {
  throw new Error('@castmyscript/api was imported by the route table');
});
jest.mock('@castmyscript/ui-kit', () => {
  throw new Error('@castmyscript/ui-kit was imported by the route table');
});
jest.mock('primereact/api', () => {
  throw new Error('primereact/api was imported by the route table');
});
jest.mock('primereact/button', () => {
  throw new Error('primereact/button was imported by the route table');
});
jest.mock('react-redux', () => {
  throw new Error('react-redux was imported by the route table');
});
jest.mock('@reduxjs/toolkit', () => {
  throw new Error('@reduxjs/toolkit was imported by the route table');
});

test('the route table and the app root load without the store, ui-kit or PrimeReact', async () => {
  const { routes } = await import('../app/routes');
  const { App } = await import('../app/app');
  expect(App).toBeDefined();
  const paths = routes[0].children!.map((route) => route.path);
  expect(paths).toEqual(expect.arrayContaining(['/', '/terms', '/listen/:token']));
});

test('only pages without store, toasts or PrimeReact sit outside the app frame', async () => {
  const { routes } = await import('../app/routes');
  const outside = routes[0].children!.filter((route) => route.path !== undefined);
  expect(outside.map((route) => route.path)).toEqual(['/', '/terms', '/listen/:token', '*']);
  const frame = routes[0].children!.find((route) => route.path === undefined);
  expect(frame?.lazy).toBeDefined();
});
