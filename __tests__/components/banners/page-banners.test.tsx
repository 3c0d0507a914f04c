import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AD_DEVICES } from '@/ads/device';
import { insertSponsoredCards } from '@/ads/sponsored-cards';
import type { AdDevice } from '@/ads/types';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { resetIconBannerSessionForTests } from '@/components/banners/icon-banner-session';
import { movieWatchUrl } from '@/components/banners/movie-links';
import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { AMAZON_WIDGET_TITLE } from '@/components/ranking/amazon-ranking-widget';
import { AuthorPageView } from '@/components/pages/author-page-view';
import { CategoryPageView } from '@/components/pages/category-page-view';
import { TopPageView } from '@/components/pages/top-page-view';
import { planFromPageProps } from '@/lib/page-config/page-ads';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import type { RouteParams } from '@/lib/page-data/types';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { AuthorPageProps } from '@/lib/page-data/author';
import type { CategoryPageProps } from '@/lib/page-data/category';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';
import type { TopPageProps } from '@/lib/page-data/top';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataNow, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { READER_USER_AGENTS } from '../../support/readers';
import { loadDeferredModules } from '../../support/deferred-modules';
import { withArticleIslands, withIslands, withRankingRail } from '../../support/islands';

setupContentApi();
captureLogs();

type WithMeta<P> = P & { pageMeta: PageMeta };

/** Real props as SSR builds them (at the data set's "now") for a reader on `device`. */
async function pageProps<P>(routePath: string, params: RouteParams, device: AdDevice): Promise<WithMeta<P>> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource(), now: dataNow(), userAgent: READER_USER_AGENTS[device] });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  const props = result.props as unknown as WithMeta<P>;
  expect(props.pageMeta.adDevice).toBe(device);
  return props;
}

/** The page as _app renders it: inside the ad plan built from its props (none when ads are off). */
function renderPage(props: { pageMeta: PageMeta }, page: ReactElement) {
  return render(<AdPlanProvider plan={planFromPageProps(props, 'dev')}>{page}</AdPlanProvider>);
}

const isSponsored = (item: HTMLElement) => item.querySelector('[data-sponsored]') !== null;
const banners = (container: HTMLElement, kind: string) => [...container.querySelectorAll<HTMLElement>(`[data-banner="${kind}"]`)];
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function expectAdLink(banner: HTMLElement, alt: string) {
  const link = within(banner).getByRole('link', { name: alt });
  expect(link).toHaveAttribute('rel', 'sponsored noopener');
  expect(within(banner).getByRole('img', { name: alt })).toBeInTheDocument();
  expect(within(banner).getByText('PR')).toBeInTheDocument();
}

// Closing the icon banner lasts the session: each test is a new session.
beforeEach(() => {
  window.sessionStorage.clear();
  resetIconBannerSessionForTests();
});

describe('top page banners', () => {
  it('PC: the header banner above the sections, the side jacks, feature banners in a row and in the rail, the icon banner', async () => {
    const props = await pageProps<TopPageProps>('/', {}, 'PC');
    const { topBanners } = props;
    const { container } = renderPage(props, <TopPageView {...withIslands('/', props)} />);
    // The side jacks and the icon banner come after first paint.
    await loadDeferredModules();

    const [header] = banners(container, 'top-header');
    expectAdLink(header!, topBanners.header!.title);
    expect(precedes(header!, screen.getByRole('region', { name: '新着記事' }))).toBe(true);
    expect(within(header!).getByRole('img')).toHaveAttribute('width', '970');

    expectAdLink(banners(container, 'top-jack-left')[0]!, topBanners.leftJack!.title);
    expectAdLink(banners(container, 'top-jack-right')[0]!, topBanners.rightJack!.title);

    const row = screen.getByRole('region', { name: 'おすすめ特集' });
    expect(within(row).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(topBanners.featureRow.map((item) => item.title));
    const rail = within(screen.getByRole('complementary', { name: 'サイドバー' })).getByRole('region', { name: '特集ピックアップ' });
    expect(within(rail).getAllByRole('link')).toHaveLength(topBanners.featureRail.length);

    expect(banners(container, 'movie')).toHaveLength(0);
    expectAdLink(banners(container, 'icon')[0]!, topBanners.icon!.title);
    fireEvent.click(screen.getByRole('button', { name: '広告を閉じる' }));
    expect(banners(container, 'icon')).toHaveLength(0);
  });

  it.each(AD_DEVICES)('%s: the newest-articles list carries the device’s sponsored cards where the rules place them, labelled PR, from index 4 on', async (device) => {
    const props = await pageProps<TopPageProps>('/', {}, device);
    renderPage(props, <TopPageView {...withIslands('/', props)} />);
    const list = within(screen.getByRole('region', { name: '新着記事' })).getByRole('list');
    // Articles and sponsored cards (PC slot 17, the card ad among them, is ads-lists' and list-card-slot's to test).
    const entries = within(list).getAllByRole('listitem').filter((item) => !item.hasAttribute('data-card-slot'));
    const sponsored = entries.filter(isSponsored);
    expect(sponsored.length).toBeGreaterThan(0);
    expect(entries.findIndex(isSponsored)).toBeGreaterThanOrEqual(4);
    const placed = insertSponsoredCards(props.newArticles, props.sponsoredCandidates);
    expect(entries.map((item, index) => isSponsored(item) && index)).toEqual(placed.map((entry, index) => entry.kind === 'sponsored' && index));
    expect(sponsored.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(
      placed.flatMap((entry) => (entry.kind === 'sponsored' ? [entry.card.linkedUrl] : [])),
    );
    for (const item of sponsored) {
      expect(within(item).getByText('PR')).toBeInTheDocument();
      expect(within(item).getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
    }
  });

  it('SP: the movie banner instead of the PC header banner and jacks; the carousel, window jack and movie overlay each in their own home', async () => {
    const props = await pageProps<TopPageProps>('/', {}, 'SP');
    const { movie, movieOverlay, windowJack, carouselTiles } = props.topBanners;
    const { container } = renderPage(props, <TopPageView {...withIslands('/', props)} />);
    // Its play control is a link to the video (what a tap does before the script runs).
    const [movieBanner] = banners(container, 'movie');
    expect(within(movieBanner!).getByRole('link', { name: `${movie!.title} 動画を再生` })).toHaveAttribute('href', movieWatchUrl(movie!.videoId));
    // The overlay's code loads in the browser after the first render (lazy-movie-overlay.tsx).
    const overlay = await waitFor(() => {
      const [element] = banners(container, 'movie-overlay');
      if (!element) throw new Error('no overlay yet');
      return element;
    });
    expect(within(overlay).getByRole('button', { name: `${movieOverlay!.title} 動画を再生` })).toBeInTheDocument();
    expect(banners(container, 'top-header')).toHaveLength(0);
    expect(container.querySelectorAll('[data-side]')).toHaveLength(0);
    const carousel = screen.getByRole('list', { name: '特集バナー' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(carouselTiles.length);
    // The movie banner (a static island on the top page) and the carousel share the promotions block.
    expect(carousel.parentElement).toContainElement(movieBanner!);
    // The window jack after the newest stories; the overlay docked (waiting until the reader scrolls past the movie).
    const [jack] = banners(container, 'window-jack');
    expect(jack).toHaveAccessibleName(`広告：${windowJack!.title}`);
    expect(precedes(screen.getByRole('region', { name: '新着記事' }), jack!)).toBe(true);
    expect(banners(container, 'movie-overlay')).toHaveLength(1);
    expect(banners(container, 'movie-overlay')[0]).toHaveAttribute('data-movie-overlay', 'waiting');
    expect(banners(container, 'icon')).toHaveLength(1);
    // Nothing of the carousel list shows twice.
    const titles = [...carousel.querySelectorAll('img')].map((image) => image.alt);
    expect(titles).not.toContain(movie!.title);
    expect(titles).not.toContain(windowJack!.title);
  });

  it('a page view without an ad plan shows no banners', async () => {
    const props = await pageProps<TopPageProps>('/', {}, 'PC');
    // Ads off: no plan in the props either (what the islands are rendered with).
    const { container } = render(<TopPageView {...withIslands('/', { ...props, pageAds: null })} />);
    expect(container.querySelectorAll('[data-banner]')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'おすすめ特集' })).toBeNull();
  });
});

describe('list page banners', () => {
  const dataset = getDataset();
  const writer = dataset.authors.find((candidate) => (dataset.articles.byAuthor.get(candidate.id)?.length ?? 0) > 20)!;

  it('category (PC): the pickup jack banners above the list, sponsored cards in it, the icon banner', async () => {
    const props = await pageProps<CategoryPageProps>('/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '1' }, 'PC');
    const { container } = renderPage(props, <CategoryPageView {...withRankingRail(props)} />);
    const pickup = screen.getByRole('list', { name: 'ピックアップ（PR）' });
    const section = screen.getByRole('region', { name: 'ニュースの記事一覧' });
    expect(precedes(pickup, section)).toBe(true);
    expect(within(pickup).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(props.listBanners.pickup.map((item) => item.title));
    expect(within(pickup).getAllByRole('link').every((link) => link.getAttribute('rel') === 'sponsored noopener')).toBe(true);
    expect(section.querySelectorAll('li [data-sponsored]').length).toBeGreaterThan(0);
    expect(banners(container, 'icon')).toHaveLength(1);
  });

  it('author (SP): the SP pickup banners above the author’s list', async () => {
    const props = await pageProps<AuthorPageProps>('/author/[authorId]/page/[pageNumber]/', { authorId: writer.id, pageNumber: '1' }, 'SP');
    renderPage(props, <AuthorPageView {...withRankingRail(props)} />);
    const pickup = screen.getByRole('list', { name: 'ピックアップ（PR）' });
    expect(within(pickup).getAllByRole('link')).toHaveLength(props.listBanners.pickup.length);
    expect(precedes(pickup, screen.getByRole('region', { name: `${writer.name}の記事` }))).toBe(true);
  });
});

describe('article page banners', () => {
  const adArticle = findArticle((record, detail) => !record.card.redirectUrl && detail.isDisplayAd && !detail.isR18);
  const adFree = findArticle((record, detail) => !record.card.redirectUrl && !detail.isDisplayAd);
  const route = '/article/[publicationDate]/[articleId]/';
  const paramsOf = ({ record }: typeof adArticle) => ({ publicationDate: record.yearMonth, articleId: record.id });

  it('PC: background banners of the chosen A/B/C pattern, the super jack above the article, the ad pair under the body', async () => {
    const props = await pageProps<ArticlePageProps>(route, paramsOf(adArticle), 'PC');
    const { articleBanners } = props;
    const { container } = renderPage(props, <ArticlePageView {...withArticleIslands(props)} />);

    const sides = [...container.querySelectorAll<HTMLElement>('[data-side]')];
    const { background } = articleBanners;
    expect(sides.map((side) => side.dataset.side)).toEqual([background.left && 'left', background.right && 'right'].filter(Boolean));
    expect(sides.every((side) => side.dataset.pattern === background.pattern)).toBe(true);
    expectAdLink(banners(container, 'article-background-left')[0]!, background.left!.title);

    const article = container.querySelector('article')!;
    const [superJack] = banners(container, 'super-jack');
    expectAdLink(superJack!, articleBanners.superJack!.title);
    expect(precedes(superJack!, article)).toBe(true);

    const [under] = banners(article, 'under-article');
    const [underBanner] = banners(article, 'under-banner');
    expectAdLink(under!, articleBanners.underArticle!.title);
    expectAdLink(underBanner!, articleBanners.underBanner!.title);
    expect(precedes(under!, underBanner!)).toBe(true);
    expect(banners(container, 'icon')).toHaveLength(1);
  });

  it('SP: no PC super jack; the icon banner and the ad pair stay', async () => {
    const props = await pageProps<ArticlePageProps>(route, paramsOf(adArticle), 'SP');
    const { container } = renderPage(props, <ArticlePageView {...withArticleIslands(props)} />);
    expect(banners(container, 'super-jack')).toHaveLength(0);
    expect(banners(container, 'icon')).toHaveLength(1);
    expect(banners(container, 'under-article')).toHaveLength(1);
  });

  it('an article with isDisplayAd false shows no banner at all (spec §3)', async () => {
    const props = await pageProps<ArticlePageProps>(route, paramsOf(adFree), 'PC');
    expect(props.articleBanners.superJack).not.toBeNull();
    const { container } = renderPage(props, <ArticlePageView {...withArticleIslands(props)} />);
    expect(container.querySelectorAll('[data-banner]')).toHaveLength(0);
    expect(container.querySelector('[data-amazon-widget]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(adFree.detail.title);
  });

  it.each([
    ['PC', 'rail'],
    ['SP', 'afterBody'],
  ] as const)('%s: the Amazon widget goes to %s, its links tagged with the article page type’s tracking id', async (device, placement) => {
    const props = await pageProps<ArticlePageProps>(route, paramsOf(adArticle), device);
    const { container } = renderPage(props, <ArticlePageView {...withArticleIslands(props)} />);
    const widget = screen.getByRole('region', { name: AMAZON_WIDGET_TITLE });
    const rail = screen.getByRole('complementary', { name: 'サイドバー' });
    expect(rail.contains(widget)).toBe(placement === 'rail');
    if (placement === 'afterBody') expect(precedes(container.querySelector('article')!, widget)).toBe(true);
    const links = within(widget).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(links).toHaveLength(props.articleBanners.amazonWidget.length);
    for (const link of links) expect(new URL(link.getAttribute('href')!).searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.ARTICLE_DETAIL);
  });
});

describe('special-series and weekly article banners: as the article page shows them (issue 16)', () => {
  const dataset = getDataset();
  const [directoryName, collection] = [...dataset.matome.entries()].find(([, entry]) => entry.articles.some((member) => member.card.redirectUrl === null && member.isDisplayAd && !member.isR18 && member.card.liveState === null))!;
  const member = collection.articles.find((candidate) => candidate.card.redirectUrl === null && candidate.isDisplayAd && !candidate.isR18 && candidate.card.liveState === null)!;
  // A part whose page carries ads (the data set turns them off for some articles).
  const part = dataset.site.weeklyPart.parts.find((candidate) => dataset.articles.byId.get(candidate.id)?.isDisplayAd && !dataset.articles.byId.get(candidate.id)?.isR18)!;
  const pages = [
    ['special article', async (device: AdDevice) => {
      const props = await pageProps<SpecialArticlePageProps>('/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: directoryName, articleId: member.id }, device);
      return { props, view: <SpecialArticlePageView {...withArticleIslands(props)} /> };
    }],
    ['weekly article', async (device: AdDevice) => {
      const props = await pageProps<WeeklyPartPageProps>('/special/content/weeklyplaynote/[articleId]/', { articleId: part.id }, device);
      return { props, view: <WeeklyPartPageView {...withArticleIslands(props)} /> };
    }],
  ] as const;

  it.each(pages)('%s, PC: background banners, the super jack above the article, the ad pair under the body, the icon banner, the widget in the rail', async (_name, load) => {
    const { props, view } = await load('PC');
    const { articleBanners } = props;
    const { container } = renderPage(props, view);
    const article = container.querySelector('article')!;
    expect(container.querySelectorAll('[data-side]').length).toBe([articleBanners.background.left, articleBanners.background.right].filter(Boolean).length);
    expect(container.querySelectorAll('[data-side]').length).toBeGreaterThan(0);
    const [superJack] = banners(container, 'super-jack');
    expectAdLink(superJack!, articleBanners.superJack!.title);
    expect(precedes(superJack!, article)).toBe(true);
    expectAdLink(banners(article, 'under-article')[0]!, articleBanners.underArticle!.title);
    expectAdLink(banners(article, 'under-banner')[0]!, articleBanners.underBanner!.title);
    expect(banners(container, 'icon')).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: 'サイドバー' })).toContainElement(screen.getByRole('region', { name: AMAZON_WIDGET_TITLE }));
  });

  it.each(pages)('%s, SP: no super jack; the ad pair, the icon banner and the widget after the article', async (_name, load) => {
    const { props, view } = await load('SP');
    const { container } = renderPage(props, view);
    expect(banners(container, 'super-jack')).toHaveLength(0);
    expect(banners(container, 'under-article')).toHaveLength(1);
    expect(banners(container, 'icon')).toHaveLength(1);
    const widget = screen.getByRole('region', { name: AMAZON_WIDGET_TITLE });
    expect(screen.getByRole('complementary', { name: 'サイドバー' }).contains(widget)).toBe(false);
    expect(precedes(container.querySelector('article')!, widget)).toBe(true);
  });
});
