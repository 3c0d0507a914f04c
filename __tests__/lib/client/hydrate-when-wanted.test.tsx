import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { startTransition, useEffect, useState } from 'react';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';

// A part mounted in the browser (decisions 033 and 034): during a client navigation it suspends the
// navigation until its code has come (the reader keeps the page they left); otherwise it renders
// once the code is there. The browser tests cover hydration; these cover what jsdom can pin down.

function View({ title }: { title: string }) {
  // Hooks of its own, as every view has: a replay after the suspension must not miscount them.
  const [shown] = useState(title);
  useEffect(() => undefined, []);
  return <h1>{shown}</h1>;
}

describe('hydrateWhenWanted, mounted in the browser', () => {
  // React reports a misuse of `use` or of hooks (a replay that miscounts them) on console.error.
  let errors: unknown[];
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    errors = [];
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => {
    Router.events.emit('routeChangeComplete', '/', { shallow: false });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
  });

  it('during a client navigation, holds the page it leaves until the code has come, then shows the part whole', async () => {
    let arrive: (component: typeof View) => void = () => undefined;
    const Part = hydrateWhenWanted('navigation-part', () => new Promise<typeof View>((resolve) => (arrive = resolve)), null);
    function App({ next }: { next: boolean }) {
      return next ? <Part title="次のページ" /> : <h1>いまのページ</h1>;
    }
    const { rerender } = render(<App next={false} />);
    Router.events.emit('routeChangeStart', '/next/', { shallow: false });
    // Next renders a route change in a transition.
    await act(async () => startTransition(() => rerender(<App next />)));
    expect(screen.getByRole('heading')).toHaveTextContent('いまのページ');
    await act(async () => {
      arrive(View);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { name: '次のページ' })).toBeInTheDocument();
  });

  it('code that comes at once after the suspension (React replays the part) renders without a hook error', async () => {
    const Part = hydrateWhenWanted('quick-part', () => Promise.resolve(View), null);
    Router.events.emit('routeChangeStart', '/quick/', { shallow: false });
    await act(async () => startTransition(() => void render(<Part title="すぐ来たページ" />)));
    expect(await screen.findByRole('heading')).toHaveTextContent('すぐ来たページ');
  });

  it('a part whose code is already in renders at once during a navigation (no suspension)', async () => {
    const Part = hydrateWhenWanted('loaded-part', () => Promise.resolve(View), null);
    const { unmount } = render(<Part title="先に読んだ" />);
    await screen.findByRole('heading');
    unmount();
    Router.events.emit('routeChangeStart', '/again/', { shallow: false });
    act(() => startTransition(() => void render(<Part title="もう一度" />)));
    expect(screen.getByRole('heading')).toHaveTextContent('もう一度');
  });

  it('outside a navigation (a component test, a first mount), renders nothing until the code has come, then the part', async () => {
    let arrive: (component: typeof View) => void = () => undefined;
    const Part = hydrateWhenWanted('plain-part', () => new Promise<typeof View>((resolve) => (arrive = resolve)), null);
    const { container } = render(<Part title="あとから" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => arrive(View));
    expect(await screen.findByRole('heading')).toHaveTextContent('あとから');
    expect(container.querySelector('[data-hydrate-later="plain-part"]')).not.toBeNull();
  });
});
