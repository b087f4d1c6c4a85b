import type { ReactNode } from 'react';

export type StandaloneViewProps<Page> = {
  /** The remote's name, for the heading of the list of pages. */
  remote: string;
  /** The remote's pages by name: `#Name` in the address opens one. */
  pages: Record<string, Page>;
  /** Puts a page inside what the shell gives it in the app (store, router, providers). */
  render: (page: Page) => ReactNode;
  /** `window.location.hash`. */
  hash: string;
};

/** The page the hash names, or a list of links to every page when it names none. */
export function StandaloneView<Page>({ remote, pages, render, hash }: StandaloneViewProps<Page>) {
  const name = hash.slice(1);
  // Own keys only: `#toString` names no page.
  if (Object.hasOwn(pages, name)) return render(pages[name]);
  return (
    <main>
      <h1>{remote} remote</h1>
      <ul>
        {Object.keys(pages).map((page) => (
          <li key={page}>
            <a href={`#${page}`}>{page}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
