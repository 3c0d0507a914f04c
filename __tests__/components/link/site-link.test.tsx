import { fireEvent, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { createRef, type ReactElement } from 'react';
import { SiteLink } from '@/components/link/site-link';

const push = jest.fn(() => Promise.resolve(true));
const prefetch = jest.fn(() => Promise.resolve());
const router = { push, prefetch, asPath: '/' } as unknown as NextRouter;

const withRouter = (element: ReactElement) => render(<RouterContext.Provider value={router}>{element}</RouterContext.Provider>);

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

describe('SiteLink', () => {
  it('a plain click on a site path is a client navigation with Next’s router', () => {
    withRouter(<SiteLink href="/category/news/page/1/">ニュース</SiteLink>);
    const link = screen.getByRole('link', { name: 'ニュース' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(push).toHaveBeenCalledWith('/category/news/page/1/');
  });

  it.each([
    ['a Ctrl-click', { ctrlKey: true }],
    ['a Cmd-click', { metaKey: true }],
    ['a Shift-click', { shiftKey: true }],
  ])('%s is left to the browser (new tab or window)', (_name, modifiers) => {
    withRouter(<SiteLink href="/a/">記事</SiteLink>);
    expect(fireEvent.click(screen.getByRole('link'), modifiers)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('target="_blank" and other sites are left to the browser', () => {
    withRouter(
      <>
        <SiteLink href="/a/" target="_blank">
          別タブ
        </SiteLink>
        <SiteLink href="https://example.com/">外部</SiteLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: '別タブ' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '外部' }))).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('the caller’s onClick runs first and may keep the navigation from happening (tabs)', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    withRouter(
      <SiteLink href="/ranking/article/?tab=weekly" onClick={onClick}>
        週間
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('asks for the target page’s code once, on the first pointer, focus or touch', () => {
    withRouter(<SiteLink href="/game/title/1/page/1/">ゲーム</SiteLink>);
    const link = screen.getByRole('link');
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/game/title/1/page/1/');
  });

  it('does not prefetch another site', () => {
    withRouter(<SiteLink href="https://example.com/">外部</SiteLink>);
    fireEvent.pointerEnter(screen.getByRole('link'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('in-site addresses end in a slash, as the site’s addresses do; other hrefs stay as given', () => {
    withRouter(
      <>
        <SiteLink href="/article/202607/1">記事</SiteLink>
        <SiteLink href="/search?q=a">検索</SiteLink>
        <SiteLink href="https://example.com/path">外部</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: '記事' })).toHaveAttribute('href', '/article/202607/1/');
    expect(screen.getByRole('link', { name: '検索' })).toHaveAttribute('href', '/search/?q=a');
    expect(screen.getByRole('link', { name: '外部' })).toHaveAttribute('href', 'https://example.com/path');
  });

  it('passes the ref and every attribute through to the <a>', () => {
    const ref = createRef<HTMLAnchorElement>();
    withRouter(
      <SiteLink ref={ref} href="/a/" className="card" aria-current="page" role="tab" tabIndex={-1}>
        記事
      </SiteLink>,
    );
    const link = screen.getByRole('tab');
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('class', 'card');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('without a router (outside Next) it is a plain link', () => {
    render(<SiteLink href="/a/">記事</SiteLink>);
    expect(fireEvent.click(screen.getByRole('link'))).toBe(true);
  });
});
