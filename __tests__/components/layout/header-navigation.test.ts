import {
  buildHeaderNavigation,
  FALLBACK_NAVIGATION,
  MAIN_CATEGORY_LINKS,
  PLATFORM_LINKS,
} from '@/foundation/site/header-navigation';
import { currentSectionUrl, linkTarget } from '@/foundation/site/navigation-links';
import { logoJackTone } from '@/components/layout/logo-jack-tone';
import { isBackToTopVisible, isPastBackToTopThreshold } from '@/components/layout/back-to-top';

const link = (label: string, url: string) => ({ label, url });
const API_NAVIGATION = [
  link('ニュース', '/category/news/page/1/'),
  link('レビュー', '/category/review/page/1/'),
  link('攻略', '/category/game-tips/page/1/'),
  link('発売スケジュール', '/schedule/'),
  link('ランキング', '/ranking/article/'),
  link('特集', '/category/special-article/page/1/'),
];

describe('linkTarget', () => {
  it.each([
    ['/category/news/page/1/', '/category/news/'],
    ['/category/news/page/3/', '/category/news/'],
    ['/category/news/', '/category/news/'],
    ['/ranking/article/', '/ranking/article/'],
    ['/schedule', '/schedule/'],
    ['/search/?q=ゼルダ', '/search/'],
    ['https://www.example.test/about/#team', '/about/'],
  ])('%s → %s', (url, target) => {
    expect(linkTarget(url)).toBe(target);
  });
});

describe('buildHeaderNavigation', () => {
  const all = (nav: ReturnType<typeof buildHeaderNavigation>) => [...nav.sections, ...nav.categories, ...nav.platforms];

  it('keeps the API sections first and in order, then the categories and platforms they do not cover', () => {
    const nav = buildHeaderNavigation(API_NAVIGATION);
    expect(nav.sections.map((item) => item.label)).toEqual(API_NAVIGATION.map((item) => item.label));
    // 特集・企画記事 is 特集 by URL; ニュース, レビュー, 攻略 are sections already.
    expect(nav.categories.map((item) => item.label)).toEqual(
      MAIN_CATEGORY_LINKS.filter((item) => !['ニュース', '特集・企画記事', 'レビュー', '攻略'].includes(item.label)).map((item) => item.label),
    );
    expect(nav.platforms).toEqual(PLATFORM_LINKS);
  });

  it.each([
    ['the same URL twice', [link('ニュース', '/category/news/page/1/'), link('最新ニュース', '/category/news/')]],
    ['the same label twice', [link('ランキング', '/ranking/article/'), link('ランキング', '/ranking/game-sales/')]],
    ['a platform among the sections', [link('PS5', '/category/ps5/page/1/')]],
  ])('no URL and no label appears twice across the groups: %s', (_case, apiNavigation) => {
    const links = all(buildHeaderNavigation(apiNavigation));
    const targets = links.map((item) => linkTarget(item.url));
    const labels = links.map((item) => item.label);
    expect(new Set(targets).size).toBe(targets.length);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('drops links that are not safe to put in an href', () => {
    const nav = buildHeaderNavigation([link('危険', 'javascript:alert(1)'), link('ニュース', '/category/news/page/1/')]);
    expect(nav.sections.map((item) => item.label)).toEqual(['ニュース']);
  });

  it.each([
    ['common parts unavailable (null)', null],
    ['no layout (undefined)', undefined],
  ])('falls back to the built-in sections: %s', (_case, apiNavigation) => {
    expect(buildHeaderNavigation(apiNavigation).sections).toEqual(FALLBACK_NAVIGATION);
  });

  it('the phone menu’s groups together hold every main category and every platform', () => {
    const targets = new Set(all(buildHeaderNavigation(API_NAVIGATION)).map((item) => linkTarget(item.url)));
    for (const item of [...MAIN_CATEGORY_LINKS, ...PLATFORM_LINKS]) expect(targets).toContain(linkTarget(item.url));
  });
});

describe('currentSectionUrl', () => {
  it.each([
    ['/category/news/page/2/', '/category/news/page/1/'],
    ['/category/review/page/1/', '/category/review/page/1/'],
    ['/ranking/game-sales/last-week/', '/ranking/article/'],
    ['/schedule/ps5/202603/', '/schedule/'],
    ['/category/special-article/page/1/?x=1', '/category/special-article/page/1/'],
    ['/', null],
    ['/article/202611/106021/', null],
    ['/category/newsletter/page/1/', null],
  ])('on %s the current section is %s', (path, expected) => {
    expect(currentSectionUrl(API_NAVIGATION, path)).toBe(expected);
  });
});

describe('logoJackTone', () => {
  it.each([
    ['#0b1f3a', 'light-text'],
    ['#1a1a1a', 'light-text'],
    ['#c8102e', 'light-text'],
    ['#f4f1ea', 'dark-text'],
    ['#ffffff', 'dark-text'],
    ['not-a-colour', 'light-text'],
  ] as const)('a %s band takes %s', (colour, tone) => {
    expect(logoJackTone(colour)).toBe(tone);
  });
});

describe('isPastBackToTopThreshold', () => {
  it.each([
    [0, 800, false],
    [1200, 800, false],
    [1201, 800, true],
    [3000, 844, true],
  ])('scrolled %i px on a %i px screen → %s', (scrollY, viewportHeight, shown) => {
    expect(isPastBackToTopThreshold(scrollY, viewportHeight)).toBe(shown);
  });
});

describe('isBackToTopVisible: on a phone it never floats over the text while the reader reads on', () => {
  const page = { viewportHeight: 844, documentHeight: 12000 };
  it.each([
    ['phone, near the top', 390, 600, 'up', false],
    ['phone, reading on', 390, 3000, 'down', false],
    ['phone, scrolling back up', 390, 3000, 'up', true],
    ['phone, last screen of the page', 390, 12000 - 844 - 100, 'down', true],
    ['desktop, reading on (it sits in the gutter)', 1366, 3000, 'down', true],
    ['desktop, near the top', 1366, 600, 'down', false],
  ] as const)('%s → %s', (_name, viewportWidth, scrollY, direction, shown) => {
    expect(isBackToTopVisible({ ...page, viewportWidth, scrollY, direction })).toBe(shown);
  });
});
