import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CATEGORY_LIST } from '@/lib/categories';
import { OUTBOUND_LINKS } from '@/lib/site-config';

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

describe('site header', () => {
  it('shows the logo, the global navigation from common parts (unsafe links dropped) and the category navigation', () => {
    render(<SiteHeader layout={{ commonParts, logoJack: null }} />);
    expect(screen.getByRole('link', { name: 'プレイノート トップページ' })).toHaveAttribute('href', '/');
    const global = screen.getByRole('navigation', { name: 'グローバルナビゲーション' });
    expect(within(global).getAllByRole('link').map((link) => link.textContent)).toEqual(['ニュース']);
    const categories = screen.getByRole('navigation', { name: 'カテゴリ' });
    for (const category of MAIN_CATEGORY_LIST) {
      expect(within(categories).getByRole('link', { name: category.nameJa })).toHaveAttribute('href', `/category/${category.code}/page/1/`);
    }
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('falls back to a built-in global navigation when common parts are unavailable', () => {
    render(<SiteHeader layout={{ commonParts: null, logoJack: null }} />);
    const global = screen.getByRole('navigation', { name: 'グローバルナビゲーション' });
    expect(within(global).getByRole('link', { name: 'ランキング' })).toHaveAttribute('href', '/ranking/article/');
  });

  it('a logo jack in its window paints the header band and shows the sponsor image linking out', () => {
    const { container } = render(
      <SiteHeader layout={{ commonParts, logoJack: { headerColor: '#123456', imageUrl: 'https://img.test/jack.png', linkedUrl: 'https://sponsor.test/' } }} />,
    );
    expect(container.querySelector('[data-jacked="true"]')).toHaveStyle({ backgroundColor: '#123456' });
    expect(screen.getByRole('link', { name: 'スポンサー' })).toHaveAttribute('href', 'https://sponsor.test/');
  });
});

describe('site footer', () => {
  it('has the outbound links (social, app, career, privacy, media guide) from the one configuration, even without common parts', () => {
    render(<SiteFooter layout={{ commonParts: null, logoJack: null }} />);
    const outbound = screen.getByRole('list', { name: '公式アカウント・運営情報' });
    expect(within(outbound).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(OUTBOUND_LINKS.map((link) => link.url));
    expect(OUTBOUND_LINKS.map((link) => link.key)).toEqual(['x', 'youtube', 'app', 'career', 'privacy', 'mediaGuide']);
  });
});
