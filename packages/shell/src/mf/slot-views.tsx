import type { PageLoaderProps, RemoteFallbackProps } from '@castmyscript/ui-kit';
import { lazy, Suspense } from 'react';

import { readThemeMode } from '../shared/theme/theme-storage';

// ui-kit's loader and fallback, fetched when a slot first shows one. The site's static pages
// preload their remote and never do, so they run without ui-kit (and the PrimeReact it imports).
const PageLoader = lazy(() =>
  import('@castmyscript/ui-kit').then((m) => ({ default: m.PageLoader })),
);

// The fallback's Retry is a PrimeReact button: outside the app frame its theme comes along.
const RemoteFallback = lazy(async () => {
  const [kit] = await Promise.all([
    import('@castmyscript/ui-kit'),
    import('../shared/theme/prime-theme').then(({ applyTheme }) => applyTheme(readThemeMode())),
  ]);
  return { default: kit.RemoteFallback };
});

export const SlotLoader = (props: PageLoaderProps) => (
  <Suspense fallback={null}>
    <PageLoader {...props} />
  </Suspense>
);

export const SlotFallback = (props: RemoteFallbackProps) => (
  <Suspense fallback={null}>
    <RemoteFallback {...props} />
  </Suspense>
);
