import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { islandChrome, LayoutChromeProvider } from '@/components/layout/layout-chrome';
import { layoutIslands } from '@/components/layout/layout-islands';
import { SiteHeader } from '@/components/layout/site-header';
import { layoutOf } from '@/lib/page-data/layout-data';

// The router the header reads (next/compat/router): its address changes between renders.
const router = { asPath: '/', pathname: '/', query: {} };
jest.mock('next/compat/router', () => ({ useRouter: () => router }));

const LAYOUT = layoutOf(null, null);
const CONTEXT = { pageMeta: { renderedAt: '2026-11-20T03:00:00.000Z' }, pageAds: null };

/** The header as a page shows it: its navigation is the layout's island, rendered on the server. */
const header = (path: string) => (
  <LayoutChromeProvider value={islandChrome(layoutIslands(LAYOUT, path, CONTEXT))}>
    <SiteHeader layout={LAYOUT} />
  </LayoutChromeProvider>
);

const more = (root: ParentNode) => root.querySelector('details') as HTMLDetailsElement;

describe('もっと見る (the header navigation’s <details>)', () => {
  it('a list the reader opened before the header hydrated stays open when it hydrates', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(header('/'));
    more(container).open = true; // <details> opens without JavaScript
    await act(async () => {
      hydrateRoot(container, header('/'));
    });
    expect(more(container).open).toBe(true);
    container.remove();
  });

  it('closes on a click outside it and on Escape (focus back on its summary), not on a click inside', () => {
    const { container } = render(header('/'));
    more(container).open = true;
    fireEvent.click(more(container).querySelector('ul') as Element);
    expect(more(container).open).toBe(true);
    fireEvent.click(document.body);
    expect(more(container).open).toBe(false);
    more(container).open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more(container).open).toBe(false);
    expect(document.activeElement).toBe(more(container).querySelector('summary'));
  });

  it('an open list closes on a route change, and stays open while the route stays', () => {
    const { container, rerender } = render(header('/'));
    more(container).open = true;
    rerender(header('/'));
    expect(more(container).open).toBe(true);
    router.asPath = '/article/202611/106044/';
    rerender(header('/article/202611/106044/'));
    expect(more(container).open).toBe(false);
  });
});
