import type { ComponentType } from 'react';

/**
 * A route `lazy` that loads one component export: route components that need the store or
 * ui-kit live in their own chunks, so the route table itself stays free of them.
 */
export const lazyComponent =
  <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await load())[name] });
