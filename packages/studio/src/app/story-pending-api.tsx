import { useEffect, type ReactNode } from 'react';

/**
 * Storybook only: holds every API call open for as long as the story is shown, so a screen's
 * loading state can be seen. Set during render (before the page's effects fire its requests) and
 * undone when the story unmounts.
 */
export const pendingApi = (Story: () => ReactNode) => {
  const Hold = () => {
    const real = window.fetch;
    if (!(real as { held?: boolean }).held) {
      const held = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.includes('/api/v1/')
          ? new Promise<Response>(() => undefined)
          : real(input, init);
      }) as typeof fetch & { held?: boolean };
      held.held = true;
      window.fetch = held;
    }
    useEffect(
      () => () => {
        window.fetch = real;
      },
      [real],
    );
    return <Story />;
  };
  return <Hold />;
};
