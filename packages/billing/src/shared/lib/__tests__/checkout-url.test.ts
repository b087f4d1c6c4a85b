import { getApiBaseUrl, setApiBaseUrl } from '@castmyscript/api';

import { checkoutTarget } from '../checkout-url';

const LOCAL = '/api/v1/payment/local-checkout/lcs_1';
let saved: string;
beforeEach(() => {
  saved = getApiBaseUrl();
  setApiBaseUrl('/api/v1/');
});
afterEach(() => setApiBaseUrl(saved));

test.each([
  ['http://localhost:3000/dashboard/packages', `http://localhost:3000${LOCAL}`],
  ['http://127.0.0.1:3000/dashboard/packages', `http://127.0.0.1:3000${LOCAL}`],
])('a relative address opened from %s stays under that name', (here, expected) => {
  expect(checkoutTarget(LOCAL, here)).toBe(expected);
});

test('an address on the API’s own origin is followed when the API lives elsewhere', () => {
  setApiBaseUrl('https://api.example.test/api/v1');
  const here = 'http://localhost:3001/dashboard/packages';
  expect(checkoutTarget(LOCAL, here)).toBe(`https://api.example.test${LOCAL}`);
  expect(checkoutTarget(`https://api.example.test${LOCAL}`, here)).toBe(
    `https://api.example.test${LOCAL}`,
  );
});

test('Stripe’s checkout is followed as it is', () => {
  const stripe = 'https://checkout.stripe.com/c/pay/cs_test_1#fid';
  expect(checkoutTarget(stripe, 'http://localhost:3000/dashboard')).toBe(stripe);
});

test.each([
  ['another loopback name', 'http://localhost:3000/x', 'http://127.0.0.1:3000/dashboard'],
  ['a look-alike of Stripe', 'https://checkout.stripe.com.evil.test/c/pay', 'http://localhost/'],
  ['data:', 'data:text/html,<p>pay</p>', 'http://localhost/'],
  ['javascript: in capitals', 'JAVASCRIPT:alert(1)', 'http://localhost/'],
  ['a backslash host', '/\\evil.test/pay', 'http://localhost/'],
  ['a non-string', 42, 'http://localhost/'],
])('refuses %s', (_case, url, here) => {
  expect(checkoutTarget(url, here)).toBeNull();
});
