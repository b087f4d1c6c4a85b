import type { MouseEvent } from 'react';

import { scrollToId } from '../../../shared/lib/scroll-to-id';

export const MAIN_ID = 'main';

/** First focusable element of every page: jumps past the header to the main content. */
export const SkipLink = () => {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToId(MAIN_ID);
  };
  return (
    <a className="mkt-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
};
