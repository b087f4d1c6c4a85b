import {
  AVATAR_MAX_BYTES as CONTRACT_AVATAR_MAX,
  EMAIL_PATTERN as CONTRACT_EMAIL,
  MESSAGES as CONTRACT,
} from '@castmyscript/api/contract';

import { AVATAR_MAX_BYTES, EMAIL_PATTERN, MESSAGES } from '../messages';

// The remote keeps its own copy of the texts (to stay free of zod); it must not drift from the contract.
test.each(Object.keys(CONTRACT) as Array<keyof typeof CONTRACT>)(
  '%s matches the contract',
  (key) => {
    expect(MESSAGES[key]).toBe(CONTRACT[key]);
  },
);

test('limits and the address pattern match the contract', () => {
  expect(AVATAR_MAX_BYTES).toBe(CONTRACT_AVATAR_MAX);
  expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
  expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL.source);
});
