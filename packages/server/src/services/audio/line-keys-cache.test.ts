import { createLineKeysCache, type LineKeys } from './line-keys-cache';

const keys = (n: number, tag = 'k'): LineKeys => ({
  sceneIds: Array.from({ length: n }, (_, i) => `s${i}`),
  keys: Array.from({ length: n }, (_, i) => `${tag}${i}`),
});

describe('line keys cache', () => {
  it('answers only for the version the keys were kept as', () => {
    const cache = createLineKeysCache(100);
    const v1 = keys(3, 'a');
    cache.set('doc', '1.0', v1);
    expect(cache.get('doc', '1.0')).toBe(v1);
    expect(cache.get('doc', '2.0')).toBeUndefined();
    expect(cache.get('doc', '1.1')).toBeUndefined();
    expect(cache.get('other', '1.0')).toBeUndefined();
    // A newer version replaces the older one.
    cache.set('doc', '2.0', keys(3, 'b'));
    expect(cache.get('doc', '1.0')).toBeUndefined();
    expect(cache.get('doc', '2.0')?.keys[0]).toBe('b0');
  });

  it('holds at most its bound in lines, dropping the least recently used documents', () => {
    const cache = createLineKeysCache(10);
    cache.set('a', '0.0', keys(4));
    cache.set('b', '0.0', keys(4));
    expect(cache.get('a', '0.0')).toBeDefined(); // a is now the most recent
    cache.set('c', '0.0', keys(4));
    expect(cache.get('b', '0.0')).toBeUndefined();
    expect(cache.get('a', '0.0')).toBeDefined();
    expect(cache.get('c', '0.0')).toBeDefined();
  });

  it('keeps nothing larger than the bound, and a replaced entry frees its lines', () => {
    const cache = createLineKeysCache(10);
    cache.set('big', '0.0', keys(11));
    expect(cache.get('big', '0.0')).toBeUndefined();
    cache.set('a', '0.0', keys(6));
    cache.set('a', '1.0', keys(6));
    cache.set('b', '0.0', keys(4));
    expect(cache.get('a', '1.0')).toBeDefined();
    expect(cache.get('b', '0.0')).toBeDefined();
  });
});
