import { useMatches } from 'react-router-dom';

export type RouteHandle = { title?: string };

/** The deepest route's title: the breadcrumb's '{active step title}' and the document title. */
export const usePageTitle = (): string => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return 'Overview';
};
