import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { islandChrome, LayoutChromeProvider } from '@/components/layout/layout-chrome';
import { layoutIslands } from '@/components/layout/layout-islands';
import { SiteHeader } from '@/components/layout/site-header';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { MAIN_CATEGORY_LINKS, PLATFORM_LINKS } from '@/foundation/site/header-navigation';
import { layoutOf } from '@/lib/page-data/layout-data';
import { OUTBOUND_LINKS } from '@/foundation/site/site-config';

const commonParts = {
  headerNavigation: [
    { label: 'ニュース', url: '/category/news/page/1/', isExternal: false },
    { label: '危険', url: 'javascript:alert(1)', isExternal: false },
  ],
  footerNavigation: [{ heading: 'カテゴリ', links: [{ label: 'レビュー', url: '/category/review/page/1/', isExternal: false }] }],
  externalLinks: {
    x: 'https://x.test/',
    youtube: 'https://youtube.test/',
    app: 'https://app.test/',
    career: 'https://career.test/',
    privacy: 'https://privacy.test/',
    mediaGuide: 'https://media.test/',
  },
  breakingNews: null,
};

/** The header as a page shows it: its logo, navigation and menu links are the layout's islands, rendered on the server. */
function renderHeader(layout: LayoutData, path = '/') {
  const islands = layoutIslands(layout, path, { pageMeta: { renderedAt: '2026-11-20T03:00:00.000Z' }, pageAds: null });
  return render(
    <LayoutChromeProvider value={islandChrome(islands)}>
      <SiteHeader layout={layout} />
    </LayoutChromeProvider>,
  );
}

describe('site header', () => {
  it('shows the logo, one global navigation (sections from common parts, unsafe links dropped, then the categories and platforms) and the search box', () => {
    renderHeader(layoutOf(commonParts, null));
    expect(screen.getByRole('link', { name: 'プレイノート トップページ' })).toHaveAttribute('href', '/');
    const global = screen.getByRole('navigation', { name: 'グローバルナビゲーション' });
    const labels = within(global).getAllByRole('link').map((link) => link.textContent);
    expect(labels[0]).toBe('ニュース');
    expect(labels).not.toContain('危険');
    expect(new Set(labels).size).toBe(labels.length);
    for (const link of [...MAIN_CATEGORY_LINKS, ...PLATFORM_LINKS]) {
      expect(within(global).getByRole('link', { name: link.label })).toHaveAttribute('href', link.url);
    }
    expect(within(screen.getByRole('banner')).getByRole('search')).toBeInTheDocument();
  });

  it('the phone menu is a popover in the HTML that the menu button names, so it opens before any script (every section, category and platform)', () => {
    const { container } = renderHeader(layoutOf(commonParts, null));
    const button = screen.getByRole('button', { name: 'メニュー' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = container.querySelector('[popover]') as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(menu).toHaveAttribute('aria-label', 'メニュー');
    for (const link of [...MAIN_CATEGORY_LINKS, ...PLATFORM_LINKS]) expect(within(menu).getByRole('link', { name: link.label })).toBeInTheDocument();
    expect(within(menu).getByRole('searchbox')).toHaveAttribute('name', 'q');
    // The search icon is a link to the search page (script makes it open the menu on its box).
    expect(screen.getByRole('link', { name: '検索' })).toHaveAttribute('href', '/search/');
  });

  it('falls back to a built-in global navigation when common parts are unavailable', () => {
    renderHeader(layoutOf(null, null));
    const global = screen.getByRole('navigation', { name: 'グローバルナビゲーション' });
    expect(within(global).getByRole('link', { name: 'ランキング' })).toHaveAttribute('href', '/ranking/article/');
  });

  it('a logo jack in its window paints the header band and shows the sponsor image linking out', () => {
    const { container } = renderHeader(layoutOf(commonParts, { headerColor: '#123456', imageUrl: 'https://img.test/jack.png', linkedUrl: 'https://sponsor.test/' }));
    const header = container.querySelector('header[data-jacked="true"]');
    // The band's colour is handed to the stylesheet; a dark band draws the wordmark light.
    expect((header as HTMLElement).style.getPropertyValue('--jack-band')).toBe('#123456');
    expect(header).toHaveAttribute('data-jack-tone', 'light-text');
    expect(screen.getByRole('link', { name: 'スポンサー' })).toHaveAttribute('href', 'https://sponsor.test/');
  });
});

describe('site footer', () => {
  it('has the outbound links (social, app, career, privacy, media guide) from the one configuration, even without common parts', () => {
    render(<SiteFooter layout={layoutOf(null, null)} />);
    const outbound = screen.getByRole('list', { name: '公式アカウント・運営情報' });
    expect(within(outbound).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(OUTBOUND_LINKS.map((link) => link.url));
    expect(OUTBOUND_LINKS.map((link) => link.key)).toEqual(['x', 'youtube', 'app', 'career', 'privacy', 'mediaGuide']);
  });
});
