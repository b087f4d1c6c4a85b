import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';

import { mountStandalone } from '../mount-standalone';
import { StandaloneView } from '../standalone-view';

const pages = { First: 'first page', Second: 'second page' };
const renderPage = (text: string) => <p>{text}</p>;

describe('StandaloneView', () => {
  it('lists a link to each page when the hash names none', async () => {
    const { container } = render(
      <StandaloneView remote="studio" pages={pages} render={renderPage} hash="" />,
    );
    expect(screen.getByRole('heading', { name: 'studio remote' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First', '#First'],
      ['Second', '#Second'],
    ]);
    // jsdom paints nothing, so contrast is left to the browser (as in @castmyscript/test-utils).
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('renders the page the hash names, through the remote’s render', () => {
    render(<StandaloneView remote="studio" pages={pages} render={renderPage} hash="#Second" />);
    expect(screen.getByText('second page')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('takes no inherited name for a page', () => {
    render(<StandaloneView remote="studio" pages={pages} render={renderPage} hash="#toString" />);
    expect(screen.getByRole('heading', { name: 'studio remote' })).toBeInTheDocument();
  });
});

describe('mountStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    // Without a hashchange event: the view's reload is not for the test's own resets.
    window.history.replaceState(null, '', '/');
  });

  it('renders the page named by the address into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '#First');
    await act(async () => mountStandalone({ remote: 'studio', pages, render: renderPage }));
    expect(document.getElementById('root')).toHaveTextContent('first page');
  });

  it('does nothing on a page without #root', async () => {
    await act(async () => mountStandalone({ remote: 'studio', pages, render: renderPage }));
    expect(document.body).toBeEmptyDOMElement();
  });
});
