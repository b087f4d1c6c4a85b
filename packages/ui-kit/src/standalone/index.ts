/**
 * @castmyscript/ui-kit/standalone: what every remote's `src/bootstrap.tsx` shares. A separate
 * entry from the shared `@castmyscript/ui-kit`, because only a remote opened on its own needs it.
 */
export { mountStandalone } from './mount-standalone';
export { StandaloneView, type StandaloneViewProps } from './standalone-view';
