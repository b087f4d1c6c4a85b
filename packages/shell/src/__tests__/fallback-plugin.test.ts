import fallbackPlugin, { isFailedRemote } from '../mf/fallback-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
const call = (lifecycle: Args['lifecycle']) =>
  fallbackPlugin().errorLoadRemote!({
    id: 'studio/Upload',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
  } as Args);

test('a module that fails to load resolves to a failure marker instead of throwing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const result = await call('onLoad');
  expect(isFailedRemote(result)).toBe(true);
});

test('manifest and entry failures are left to fail so a retry fetches them again', async () => {
  expect(await call('afterResolve')).toBeUndefined();
  expect(await call('beforeRequest')).toBeUndefined();
});
