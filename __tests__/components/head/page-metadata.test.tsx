// Every page view with real props from the bundled content API: what it puts into the head
// (title, description, canonical, og:*, twitter:*, robots) and its JSON-LD, parsed, per page type.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ArchiveHistoryPageView } from '@/components/pages/archive-history-page-view';
import { ArchivePageView } from '@/components/pages/archive-page-view';
import { ArticleImagePageView } from '@/components/pages/article-image-page-view';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { AuthorPageView } from '@/components/pages/author-page-view';
import { CategoryPageView } from '@/components/pages/category-page-view';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { GameImagesPageView } from '@/components/pages/game-images-page-view';
import { GameReviewsPageView } from '@/components/pages/game-reviews-page-view';
import { GameVideosPageView } from '@/components/pages/game-videos-page-view';
import { RankingAmazonPageView } from '@/components/pages/ranking-amazon-page-view';
import { RankingArticlePageView } from '@/components/pages/ranking-article-page-view';
import { RankingGameSalesPageView } from '@/components/pages/ranking-game-sales-page-view';
import { SchedulePageView } from '@/components/pages/schedule-page-view';
import { SearchHistoryPageView } from '@/components/pages/search-history-page-view';
import { SearchPageView } from '@/components/pages/search-page-view';
import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { SpecialPageView } from '@/components/pages/special-page-view';
import { TopPageView } from '@/components/pages/top-page-view';
import { WeeklyPageView } from '@/components/pages/weekly-page-view';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import type { ArchivePageProps } from '@/lib/page-data/archive';
import type { ArchiveHistoryPageProps } from '@/lib/page-data/archive-history';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { ArticleImagePageProps } from '@/lib/page-data/article-image';
import type { AuthorPageProps } from '@/lib/page-data/author';
import type { CategoryPageProps } from '@/lib/page-data/category';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import type { GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';
import type { GameVideosPageProps } from '@/lib/page-data/game/game-videos';
import type { AmazonRankingPageProps } from '@/lib/page-data/ranking/amazon';
import type { ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import type { GameSalesRankingPageProps } from '@/lib/page-data/ranking/game-sales';
import type { SchedulePageProps } from '@/lib/page-data/schedule';
import type { SearchPageProps } from '@/lib/page-data/search';
import type { SearchHistoryPageProps } from '@/lib/page-data/search-history';
import type { SpecialArticlePageProps, SpecialPageProps } from '@/lib/page-data/special';
import type { TopPageProps } from '@/lib/page-data/top';
import type { WeeklyPageProps, WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { getDataset } from '@/mocks/data';
import { articleImagesResponse } from '@/mocks/data/article-body';
import { captureLogs, findArticle, setupContentApi } from '../../support/content-api';
import { findGame } from '../../lib/page-data/game/game-fixtures';
import { pageProps } from '../list-pages-helpers';
import { jsonLdOfType, readHead, type RenderedHead } from './head-helpers';
import { withArticleIslands, withIslands, withRankingRail } from '../../support/islands';

jest.mock('@/components/head/server-head', () => jest.requireActual('./head-helpers').inlineServerHead);
// What the server renders: the JSON-LD builders run on the server only.
jest.mock('@/components/seo/server-json-ld', () => jest.requireActual('./head-helpers').jsonLdAsOnServer);

setupContentApi();
captureLogs();

const SITE = 'https://playnote.test';
const SITE_CARD = `${SITE}/images/logo.png`;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const dataset = getDataset();

const { record: article, detail } = findArticle(
  (record, body) => body.content.length >= 2 && !record.card.redirectUrl && body.authors.length > 0 && body.thumbnailUrl !== null,
);
const imageRecord = dataset.articles.all.find((candidate) => candidate.imageCount >= 2 && !candidate.card.redirectUrl)!;
const gallery = articleImagesResponse(dataset, imageRecord);
const reviewed = findGame(({ reviews }) => reviews.length >= 1 && reviews.every((set) => set.reviews.length > 0));
const [author] = dataset.authors;
const [collectionName, collection] = [...dataset.matome.entries()].find(([, record]) => record.articles.length > 0)!;
const member = collection.articles.find((record) => record.card.redirectUrl === null && record.card.liveState === null)!;
const [weeklyPart] = dataset.site.weeklyPart.parts;

interface PageCase {
  name: string;
  load: () => Promise<ReactElement>;
  canonicalPath: string;
  ogType: 'article' | 'website';
  robots: string | null;
  /** The @type of every JSON-LD block, in order. */
  jsonLdTypes: string[];
  /** 'content': the page's image through the CDN at 1280; 'card': the site card. */
  image: 'content' | 'card';
}

const CASES: PageCase[] = [
  {
    name: 'article',
    load: async () => <ArticlePageView {...withArticleIslands(await pageProps<ArticlePageProps>('/article/[publicationDate]/[articleId]/', { publicationDate: article.yearMonth, articleId: article.id }))} />,
    canonicalPath: `/article/${article.yearMonth}/${article.id}/`,
    ogType: 'article',
    robots: 'max-image-preview:large',
    jsonLdTypes: ['NewsArticle', 'BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'article, body page 2 (self-canonical)',
    load: async () =>
      <ArticlePageView {...withArticleIslands(await pageProps<ArticlePageProps>('/article/[publicationDate]/[articleId]/', { publicationDate: article.yearMonth, articleId: article.id }, { page: '2' }))} />,
    canonicalPath: `/article/${article.yearMonth}/${article.id}/?page=2`,
    ogType: 'article',
    robots: 'max-image-preview:large',
    jsonLdTypes: ['NewsArticle', 'BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'special article',
    load: async () =>
      <SpecialArticlePageView {...withArticleIslands(await pageProps<SpecialArticlePageProps>('/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: collectionName, articleId: member.id }))} />,
    canonicalPath: `/special/${collectionName}/${member.id}/`,
    ogType: 'article',
    robots: 'max-image-preview:large',
    jsonLdTypes: ['NewsArticle', 'BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'weekly magazine part',
    load: async () => <WeeklyPartPageView {...withArticleIslands(await pageProps<WeeklyPartPageProps>('/special/content/weeklyplaynote/[articleId]/', { articleId: weeklyPart!.id }))} />,
    canonicalPath: `/special/content/weeklyplaynote/${weeklyPart!.id}/`,
    ogType: 'article',
    robots: 'max-image-preview:large',
    jsonLdTypes: ['NewsArticle', 'BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'top',
    load: async () => <TopPageView {...withIslands('/', await pageProps<TopPageProps>('/', {}))} />,
    canonicalPath: '/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['WebSite', 'Organization'],
    image: 'card',
  },
  {
    name: 'category page 2 (self-canonical)',
    load: async () => <CategoryPageView {...withRankingRail(await pageProps<CategoryPageProps>('/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '2' }))} />,
    canonicalPath: '/category/news/page/2/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'author',
    load: async () => <AuthorPageView {...withRankingRail(await pageProps<AuthorPageProps>('/author/[authorId]/page/[pageNumber]/', { authorId: author!.id, pageNumber: '1' }))} />,
    canonicalPath: `/author/${author!.id}/page/1/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['ProfilePage', 'BreadcrumbList'],
    image: author!.iconUrl ? 'content' : 'card',
  },
  {
    name: 'archive index',
    load: async () => <ArchivePageView {...withRankingRail(await pageProps<ArchivePageProps>('/archive/', {}))} />,
    canonicalPath: '/archive/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'archive month',
    load: async () => <ArchivePageView {...withRankingRail(await pageProps<ArchivePageProps>('/archive/', {}, { yearMonth: article.yearMonth }))} />,
    canonicalPath: `/archive/?yearMonth=${article.yearMonth}`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'archive history',
    load: async () => <ArchiveHistoryPageView {...withRankingRail(await pageProps<ArchiveHistoryPageProps>('/archive-history/', {}))} />,
    canonicalPath: '/archive-history/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'article image',
    load: async () =>
      <ArticleImagePageView
        {...withRankingRail(
          await pageProps<ArticleImagePageProps>('/article/images/[publicationDate]/[articleId]/[imageId]/', {
            publicationDate: imageRecord.yearMonth,
            articleId: imageRecord.id,
            imageId: gallery.images[1]!.imageId,
          }),
        )}
      />,
    canonicalPath: `/article/images/${imageRecord.yearMonth}/${imageRecord.id}/${gallery.images[1]!.imageId}/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'game title articles',
    load: async () => <GameArticlesPageView {...await pageProps<GameArticlesPageProps>('/game/title/[gameId]/page/[pageNumber]/', { gameId: reviewed.game.gameId, pageNumber: '1' })} />,
    canonicalPath: `/game/title/${reviewed.game.gameId}/page/1/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['VideoGame', 'BreadcrumbList'],
    image: reviewed.game.thumbnailUrl ? 'content' : 'card',
  },
  {
    name: 'game title images',
    load: async () => <GameImagesPageView {...await pageProps<GameImagesPageProps>('/game/title/[gameId]/images/page/[pageNumber]/', { gameId: reviewed.game.gameId, pageNumber: '1' })} />,
    canonicalPath: `/game/title/${reviewed.game.gameId}/images/page/1/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['VideoGame', 'BreadcrumbList'],
    image: reviewed.game.thumbnailUrl ? 'content' : 'card',
  },
  {
    name: 'game title videos',
    load: async () => <GameVideosPageView {...await pageProps<GameVideosPageProps>('/game/title/[gameId]/videos/page/[pageNumber]/', { gameId: reviewed.game.gameId, pageNumber: '1' })} />,
    canonicalPath: `/game/title/${reviewed.game.gameId}/videos/page/1/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['VideoGame', 'BreadcrumbList'],
    image: reviewed.game.thumbnailUrl ? 'content' : 'card',
  },
  {
    name: 'game title cross reviews',
    load: async () => <GameReviewsPageView {...await pageProps<GameReviewsPageProps>('/game/title/[gameId]/reviews/', { gameId: reviewed.game.gameId })} />,
    canonicalPath: `/game/title/${reviewed.game.gameId}/reviews/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['VideoGame', ...reviewed.reviews.flatMap((set) => set.reviews.map(() => 'Review')), 'BreadcrumbList'],
    image: reviewed.game.thumbnailUrl ? 'content' : 'card',
  },
  {
    name: 'article ranking',
    load: async () => <RankingArticlePageView {...withRankingRail(await pageProps<ArticleRankingPageProps>('/ranking/article/', {}))} />,
    canonicalPath: '/ranking/article/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['ItemList', 'BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'game-sales ranking',
    load: async () => <RankingGameSalesPageView {...withRankingRail(await pageProps<GameSalesRankingPageProps>('/ranking/game-sales/last-week/', {}))} />,
    canonicalPath: '/ranking/game-sales/last-week/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['ItemList', 'BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'Amazon ranking',
    load: async () => <RankingAmazonPageView {...withRankingRail(await pageProps<AmazonRankingPageProps>('/ranking/amazon/[genre]/', { genre: 'comic' }))} />,
    canonicalPath: '/ranking/amazon/comic/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['ItemList', 'BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'release schedule',
    load: async () => <SchedulePageView {...withRankingRail(await pageProps<SchedulePageProps>('/schedule/[gamePlatforms]/[gameReleaseDate]/', { gamePlatforms: 'ps5', gameReleaseDate: '202603' }))} />,
    canonicalPath: '/schedule/ps5/202603/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'search results (noindex)',
    load: async () => <SearchPageView {...withRankingRail(await pageProps<SearchPageProps>('/search/', {}, { q: 'ゲーム', page: '2' }))} />,
    canonicalPath: `/search/?q=${encodeURIComponent('ゲーム')}&page=2`,
    ogType: 'website',
    robots: 'noindex',
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'history search (noindex)',
    load: async () => <SearchHistoryPageView {...withRankingRail(await pageProps<SearchHistoryPageProps>('/search-history/', {}, { q: 'ゲーム' }))} />,
    canonicalPath: `/search-history/?q=${encodeURIComponent('ゲーム')}`,
    ogType: 'website',
    robots: 'noindex',
    jsonLdTypes: ['BreadcrumbList'],
    image: 'card',
  },
  {
    name: 'special collection',
    load: async () => <SpecialPageView {...withRankingRail(await pageProps<SpecialPageProps>('/special/[matomeDirectoryName]/', { matomeDirectoryName: collectionName }))} />,
    canonicalPath: `/special/${collectionName}/`,
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'content',
  },
  {
    name: 'weekly magazine',
    load: async () => <WeeklyPageView {...withRankingRail(await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {}))} />,
    canonicalPath: '/special/content/weeklyplaynote/',
    ogType: 'website',
    robots: null,
    jsonLdTypes: ['BreadcrumbList'],
    image: 'content',
  },
];

/** What one render of the page put into the head, and the breadcrumb it showed (name + absolute link). */
interface RenderedPage {
  head: RenderedHead;
  breadcrumb: { name: string | null; item: string | null }[] | null;
}

async function renderPage(page: PageCase): Promise<RenderedPage> {
  const { unmount } = render(await page.load());
  const head = readHead();
  const nav = screen.queryByRole('navigation', { name: 'パンくずリスト' });
  const breadcrumb = nav
    ? within(nav)
        .getAllByRole('listitem')
        .map((item) => {
          const link = within(item).queryByRole('link');
          return { name: item.textContent, item: link ? `${SITE}${link.getAttribute('href')}` : head.canonical };
        })
    : null;
  unmount();
  return { head, breadcrumb };
}

describe.each(CASES)('$name page head', (page) => {
  let rendered: RenderedPage;
  beforeAll(async () => {
    rendered = await renderPage(page);
  });

  it('Japanese title (with the site name) and description', () => {
    const { head } = rendered;
    expect(head.title).toMatch(JAPANESE);
    expect(head.title).toMatch(/プレイノート/);
    expect(head.name('description')).toMatch(JAPANESE);
  });

  it('canonical: the absolute URL of the page itself (self-canonical on paginated lists)', () => {
    const { head } = rendered;
    expect(head.canonical).toBe(`${SITE}${page.canonicalPath}`);
    expect(head.property('og:url')).toBe(head.canonical);
  });

  it(`og:type ${page.ogType}, site name, locale ja_JP, title and description`, () => {
    const { head } = rendered;
    expect(head.property('og:type')).toBe(page.ogType);
    expect(head.property('og:site_name')).toBe('プレイノート');
    expect(head.property('og:locale')).toBe('ja_JP');
    expect(head.property('og:title')).toMatch(JAPANESE);
    expect(head.property('og:description')).toBe(head.name('description'));
  });

  it(`og:image and twitter:image: ${page.image === 'content' ? 'the page image 1280 wide' : 'the site card'}; twitter:card summary_large_image`, () => {
    const { head } = rendered;
    const image = head.property('og:image');
    if (page.image === 'content') {
      expect(new URL(image!).searchParams.get('w')).toBe('1280');
    } else {
      expect(image).toBe(SITE_CARD);
    }
    expect(head.property('og:image:width')).toBe('1280');
    expect(head.name('twitter:card')).toBe('summary_large_image');
    expect(head.name('twitter:image')).toBe(image);
    expect(head.name('twitter:title')).toBe(head.property('og:title'));
  });

  it(`robots: ${page.robots ?? 'none (indexable)'}`, () => {
    expect(rendered.head.name('robots')).toBe(page.robots);
  });

  it(`JSON-LD: ${[...new Set(page.jsonLdTypes)].join(', ')}; every block schema.org with absolute URLs`, () => {
    const { head } = rendered;
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(page.jsonLdTypes);
    for (const data of head.jsonLd) {
      expect(data['@context']).toBe('https://schema.org');
      const urls = JSON.stringify(data).match(/"(?:url|item|@id)":"[^"]*"/g) ?? [];
      for (const url of urls) expect(url).toMatch(/:"https?:\/\//);
    }
  });

  it('BreadcrumbList: トップ + the items the breadcrumb shows, same names, same links', () => {
    const { head, breadcrumb } = rendered;
    const [list] = jsonLdOfType(head, 'BreadcrumbList');
    if (!breadcrumb) {
      expect(list).toBeUndefined();
      return;
    }
    const elements = list?.itemListElement as { position: number; name: string; item: string }[];
    expect(elements.map(({ name, item }) => ({ name, item }))).toEqual(breadcrumb);
    expect(elements.map((element) => element.position)).toEqual(breadcrumb.map((_, index) => index + 1));
  });
});

describe('structured data per page type, from the page data', () => {
  it('NewsArticle: headline, 1280-wide image, +09:00 dates, authors linking to their pages, publisher with logo', async () => {
    const props = await pageProps<ArticlePageProps>('/article/[publicationDate]/[articleId]/', { publicationDate: article.yearMonth, articleId: article.id });
    render(<ArticlePageView {...withArticleIslands(props)} />);
    const [news] = jsonLdOfType(readHead(), 'NewsArticle');
    expect(news).toMatchObject({
      headline: detail.title,
      url: `${SITE}/article/${article.yearMonth}/${article.id}/`,
      mainEntityOfPage: { '@id': `${SITE}/article/${article.yearMonth}/${article.id}/` },
      publisher: { '@type': 'Organization', name: 'プレイノート', logo: { '@type': 'ImageObject', url: SITE_CARD } },
    });
    expect(news?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(news?.dateModified).toMatch(/\+09:00$/);
    expect(new Date(news?.datePublished as string).getTime()).toBe(new Date(detail.publishedAt).getTime());
    expect((news?.image as string[]).every((url) => new URL(url).searchParams.get('w') === '1280')).toBe(true);
    expect(news?.author).toEqual(detail.authors.map((person) => ({ '@type': 'Person', name: person.name, url: `${SITE}/author/${person.id}/page/1/` })));
  });

  it('VideoGame: the game name, platforms, maker and, on the review page, the rating of every reviewer', async () => {
    const props = await pageProps<GameReviewsPageProps>('/game/title/[gameId]/reviews/', { gameId: reviewed.game.gameId });
    render(<GameReviewsPageView {...props} />);
    const head = readHead();
    const [game] = jsonLdOfType(head, 'VideoGame');
    const scores = reviewed.reviews.flatMap((set) => set.reviews.map((review) => review.score));
    expect(game).toMatchObject({
      name: props.game.name,
      gamePlatform: [...new Set(props.game.versions.map((version) => version.platform.nameJa))],
      publisher: { '@type': 'Organization', name: props.game.maker },
      aggregateRating: { bestRating: 10, worstRating: 1, ratingCount: scores.length },
    });
    const reviews = jsonLdOfType(head, 'Review');
    expect(reviews.map((review) => (review.reviewRating as { ratingValue: number }).ratingValue)).toEqual(scores);
    for (const review of reviews) {
      expect(review).toMatchObject({ reviewRating: { bestRating: 10 }, author: { '@type': 'Person' }, itemReviewed: { '@type': 'VideoGame', name: props.game.name } });
    }
  });

  it('ItemList on the article ranking: the tab shown, in rank order, each linking to its article', async () => {
    const props = await pageProps<ArticleRankingPageProps>('/ranking/article/', {}, { tab: 'weekly' });
    render(<RankingArticlePageView {...withRankingRail(props)} />);
    const [list] = jsonLdOfType(readHead(), 'ItemList');
    const articles = props.panels.find((panel) => panel.tab === 'weekly')!.articles!;
    expect(list?.name).toBe('記事アクセスランキング（週間）');
    const elements = list?.itemListElement as { position: number; name: string; url: string }[];
    expect(elements.map((element) => element.name)).toEqual(articles.map((card) => card.title));
    expect(elements.map((element) => element.position)).toEqual(articles.map((_, index) => index + 1));
    expect(elements.every((element) => element.url.startsWith('http'))).toBe(true);
  });

  it('ItemList on the game-sales ranking: one entry per row, positioned by rank', async () => {
    const props = await pageProps<GameSalesRankingPageProps>('/ranking/game-sales/', {});
    render(<RankingGameSalesPageView {...withRankingRail(props)} />);
    const [list] = jsonLdOfType(readHead(), 'ItemList');
    expect(list?.numberOfItems).toBe(props.items.length);
    expect((list?.itemListElement as { position: number }[]).map((element) => element.position)).toEqual(props.items.map((item) => item.rank));
  });

  it('ItemList on the Amazon ranking: each entry links to the product on Amazon', async () => {
    const props = await pageProps<AmazonRankingPageProps>('/ranking/amazon/', {});
    render(<RankingAmazonPageView {...withRankingRail(props)} />);
    const [list] = jsonLdOfType(readHead(), 'ItemList');
    expect((list?.itemListElement as { url: string }[]).map((element) => element.url)).toEqual(props.items.map((item) => new URL(item.amazonUrl).toString()));
  });

  it('an empty ranking has no ItemList, and the page head is still complete', async () => {
    const props = await pageProps<GameSalesRankingPageProps>('/ranking/game-sales/', {});
    render(<RankingGameSalesPageView {...withRankingRail(props)} items={[]} />);
    const head = readHead();
    expect(jsonLdOfType(head, 'ItemList')).toEqual([]);
    expect(jsonLdOfType(head, 'BreadcrumbList')).toHaveLength(1);
  });

  it('a game without cross reviews: VideoGame without a rating, no Review', async () => {
    const props = await pageProps<GameReviewsPageProps>('/game/title/[gameId]/reviews/', { gameId: reviewed.game.gameId });
    render(<GameReviewsPageView {...props} crossReviews={[]} />);
    const head = readHead();
    expect(jsonLdOfType(head, 'VideoGame')[0]).not.toHaveProperty('aggregateRating');
    expect(jsonLdOfType(head, 'Review')).toEqual([]);
  });
});
