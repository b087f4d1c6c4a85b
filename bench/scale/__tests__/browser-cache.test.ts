import { BrowserCache } from '../browser-cache';

describe('the load bench browser cache', () => {
  it("asks again with a 200's ETag, per user and path, and a 304 keeps it", () => {
    const cache = new BrowserCache();
    expect(cache.headers('ada', '/a')).toEqual({});
    cache.store('ada', '/a', 200, '"v1"');
    expect(cache.headers('ada', '/a')).toEqual({ 'if-none-match': '"v1"' });
    expect(cache.headers('bob', '/a')).toEqual({});
    expect(cache.headers('ada', '/b')).toEqual({});
    cache.store('ada', '/a', 304, undefined);
    expect(cache.headers('ada', '/a')).toEqual({ 'if-none-match': '"v1"' });
    cache.store('ada', '/a', 200, '"v2"');
    expect(cache.headers('ada', '/a')).toEqual({ 'if-none-match': '"v2"' });
  });

  it('keeps nothing from an error or an answer without a validator', () => {
    const cache = new BrowserCache();
    cache.store('ada', '/a', 500, '"x"');
    cache.store('ada', '/b', 200, undefined);
    expect(cache.headers('ada', '/a')).toEqual({});
    expect(cache.headers('ada', '/b')).toEqual({});
  });
});
