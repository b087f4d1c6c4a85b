import type { Envelope } from '@castmyscript/api';

/** Every answer is `{status, message?, data?}` (ARCHITECTURE.md §4); the forms want `data`. */
export const dataOf = <T>(response: Envelope<T>) => response.data as T;
