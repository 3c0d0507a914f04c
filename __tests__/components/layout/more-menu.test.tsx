import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MoreMenu } from '@/components/layout/more-menu';

const LINKS = [
  { label: 'イベントリポート', url: '/category/event/' },
  { label: 'マンガ', url: '/category/manga/' },
];

const details = (root: ParentNode) => root.querySelector('details') as HTMLDetailsElement;

describe('MoreMenu (もっと見る)', () => {
  it('a list the reader opened before the header hydrated stays open when it hydrates', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<MoreMenu label="もっと見る" links={LINKS} currentUrl={null} routeKey="/" />);
    details(container).open = true; // <details> opens without JavaScript
    await act(async () => {
      hydrateRoot(container, <MoreMenu label="もっと見る" links={LINKS} currentUrl={null} routeKey="/" />);
    });
    expect(details(container).open).toBe(true);
    container.remove();
  });

  it('an open list closes on a route change, and stays open while the route stays', () => {
    const { container, rerender } = render(<MoreMenu label="もっと見る" links={LINKS} currentUrl={null} routeKey="/" />);
    details(container).open = true;
    rerender(<MoreMenu label="もっと見る" links={LINKS} currentUrl="/category/event/" routeKey="/" />);
    expect(details(container).open).toBe(true);
    rerender(<MoreMenu label="もっと見る" links={LINKS} currentUrl={null} routeKey="/category/event/" />);
    expect(details(container).open).toBe(false);
  });
});
