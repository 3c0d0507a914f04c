/**
 * schema.org structured data (JSON-LD) for search engines, as pure functions of page data.
 * Every URL is absolute (NEXT_PUBLIC_SITE_URL); every image is the 1280-wide CDN URL.
 * See docs/decisions/009-metadata.md.
 */
import type { Author } from '@/api-clients/schemas/common';
import { paths } from '@/foundation/paths';
import type { ArticleView, Breadcrumb } from '@/lib/page-data/article';
import type { LiveView } from '@/lib/page-data/live-coverage';
import { blockText } from '@/foundation/format/article-body';
import type { GameHeaderData } from '@/lib/page-data/game/game-page';
import { REVIEW_MAX_SCORE } from '@/foundation/format/game';
import { toJstOffsetDateTime } from '@/foundation/format/date';
import type { CrossReviewView } from '@/lib/page-data/game/game-reviews';
import { safeHref } from '@/foundation/site/safe-url';
import { absoluteUrl } from '@/foundation/site/site-url';
import { contentImageUrl, SITE_LOGO, SITE_NAME, truncateText } from './head-values';

export const SCHEMA_CONTEXT = 'https://schema.org';
/** Longest NewsArticle headline (Google's limit for article rich results). */
export const HEADLINE_MAX_LENGTH = 110;
/** Lowest score a cross reviewer can give (scores are 1-10). */
export const REVIEW_MIN_SCORE = 1;

/** A node of structured data; one `<script type="application/ld+json">` each. */
export type JsonLd = { '@context': typeof SCHEMA_CONTEXT; '@type': string } & Record<string, unknown>;

/** The same shape the Breadcrumb component takes: the current page (last item) has no path. */
export interface BreadcrumbEntry {
  name: string;
  path?: string;
}

/** Name of the first breadcrumb item, which the Breadcrumb component always shows. */
export const BREADCRUMB_TOP_NAME = 'トップ';

/** An absolute URL of an API link (http(s) or a site path), or undefined when unsafe. */
function absoluteLink(url: string | null | undefined): string | undefined {
  const safe = safeHref(url);
  return safe ? absoluteUrl(safe) : undefined;
}

/** The site as publisher: Organization プレイノート with its logo. */
export function publisherNode() {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(paths.top()),
    logo: { '@type': 'ImageObject', url: absoluteUrl(SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
  };
}

/** Top page: the site itself and its search. */
export function webSiteJsonLd(): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(paths.top()),
    inLanguage: 'ja',
    publisher: publisherNode(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Top page: the publisher as an Organization of its own. */
export function organizationJsonLd(): JsonLd {
  return { '@context': SCHEMA_CONTEXT, ...publisherNode() };
}

export interface NewsArticleInput {
  article: Pick<ArticleView, 'title' | 'description' | 'publishedAt' | 'updatedAt' | 'thumbnailUrl' | 'ogpImageUrl' | 'mainCategories' | 'authors'>;
  /** The article's own address (body page 1). */
  articlePath: string;
  /** The page shown (its canonical path; differs from articlePath on later body pages). */
  pagePath: string;
}

/** NewsArticle: headline ≤ 110 characters, 1280-wide image, +09:00 dates, authors, publisher with logo. */
export function newsArticleJsonLd({ article, articlePath, pagePath }: NewsArticleInput): JsonLd {
  const image = contentImageUrl(article.ogpImageUrl ?? article.thumbnailUrl);
  const section = article.mainCategories.map((category) => category.nameJa);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: truncateText(article.title, HEADLINE_MAX_LENGTH),
    ...(article.description ? { description: article.description } : {}),
    url: absoluteUrl(articlePath),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(pagePath) },
    ...(image ? { image: [image] } : {}),
    datePublished: toJstOffsetDateTime(article.publishedAt),
    dateModified: toJstOffsetDateTime(article.updatedAt),
    author: article.authors.length > 0 ? article.authors.map(authorPerson) : [publisherNode()],
    publisher: publisherNode(),
    ...(section.length > 0 ? { articleSection: section } : {}),
    inLanguage: 'ja',
    isAccessibleForFree: true,
  };
}

function authorPerson(author: Pick<Author, 'id' | 'name'>) {
  return { '@type': 'Person', name: author.name, url: absoluteUrl(paths.author(author.id)) };
}

/**
 * BreadcrumbList from the items the Breadcrumb component gets: トップ first, then the items; the
 * current page (the item without a path) links to `currentPath`.
 */
export function breadcrumbListJsonLd(items: readonly BreadcrumbEntry[], currentPath: string): JsonLd {
  const trail = [{ name: BREADCRUMB_TOP_NAME, path: paths.top() }, ...items];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path ?? currentPath),
    })),
  };
}

/** Earliest decided release date (`YYYY-MM-DD`) of a game's versions, or null. */
export function firstReleaseDate(game: Pick<GameHeaderData, 'versions'>): string | null {
  const dates = game.versions.flatMap((version) => (version.releaseDate ? [version.releaseDate] : [])).sort();
  return dates[0] ?? null;
}

/** Platform names of a game, each once, in version order. */
function platformNames(game: Pick<GameHeaderData, 'versions'>): string[] {
  return [...new Set(game.versions.map((version) => version.platform.nameJa))];
}

/** The game as the thing a review is about (no page-specific parts). */
function videoGameNode(game: Pick<GameHeaderData, 'gameId' | 'name'>, platform?: string) {
  return {
    '@type': 'VideoGame',
    name: game.name,
    url: absoluteUrl(paths.game(game.gameId)),
    ...(platform ? { gamePlatform: platform } : {}),
  };
}

/** Average of the scores, one decimal. */
function averageScore(scores: readonly number[]): number {
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}

/**
 * VideoGame on every game-title page: name, platforms, maker (as publisher), genre, first release
 * date, image; with cross reviews, an AggregateRating over every reviewer's score (1-10).
 */
export function videoGameJsonLd(game: GameHeaderData, crossReviews: readonly CrossReviewView[] = []): JsonLd {
  const image = contentImageUrl(game.thumbnailUrl);
  const datePublished = firstReleaseDate(game);
  const scores = crossReviews.flatMap((set) => set.reviews.map((review) => review.score));
  return {
    '@context': SCHEMA_CONTEXT,
    ...videoGameNode(game),
    ...(game.description ? { description: game.description } : {}),
    ...(image ? { image } : {}),
    gamePlatform: platformNames(game),
    ...(game.genre ? { genre: game.genre } : {}),
    ...(game.maker ? { publisher: { '@type': 'Organization', name: game.maker } } : {}),
    ...(datePublished ? { datePublished } : {}),
    inLanguage: 'ja',
    ...(scores.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageScore(scores),
            bestRating: REVIEW_MAX_SCORE,
            worstRating: REVIEW_MIN_SCORE,
            ratingCount: scores.length,
            reviewCount: scores.length,
          },
        }
      : {}),
  };
}

/** One Review per cross reviewer: score out of 10, the reviewer as author, the game (on that platform) as item. */
export function crossReviewJsonLd(game: Pick<GameHeaderData, 'gameId' | 'name'>, crossReviews: readonly CrossReviewView[]): JsonLd[] {
  const pageUrl = absoluteUrl(paths.gameReviews(game.gameId));
  return crossReviews.flatMap((set) =>
    set.reviews.map((review) => ({
      '@context': SCHEMA_CONTEXT,
      '@type': 'Review',
      name: `${game.name}（${set.platform.nameJa}）のクロスレビュー：${review.reviewerName}`,
      url: pageUrl,
      itemReviewed: videoGameNode(game, set.platform.nameJa),
      reviewRating: { '@type': 'Rating', ratingValue: review.score, bestRating: REVIEW_MAX_SCORE, worstRating: REVIEW_MIN_SCORE },
      author: { '@type': 'Person', name: review.reviewerName },
      ...(review.comment ? { reviewBody: review.comment } : {}),
      datePublished: toJstOffsetDateTime(set.publishedAt),
      publisher: publisherNode(),
      inLanguage: 'ja',
    })),
  );
}

/** A ranked entry: its rank, its name and, when it has one, where it links (site path or http(s) URL). */
export interface RankedEntry {
  position: number;
  name: string;
  url?: string | null;
}

/** ItemList of a ranking, in rank order; null when the list is empty (nothing to describe). */
export function itemListJsonLd(name: string, pagePath: string, entries: readonly RankedEntry[]): JsonLd | null {
  if (entries.length === 0) return null;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    url: absoluteUrl(pagePath),
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: entries.length,
    itemListElement: entries.map((entry) => {
      const url = absoluteLink(entry.url);
      return { '@type': 'ListItem', position: entry.position, name: entry.name, ...(url ? { url } : {}) };
    }),
  };
}

/** Author page: a ProfilePage about the author (a Person). */
export function profilePageJsonLd(author: Pick<Author, 'id' | 'name' | 'profile' | 'iconUrl'>): JsonLd {
  const image = contentImageUrl(author.iconUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfilePage',
    url: absoluteUrl(paths.author(author.id)),
    mainEntity: {
      ...authorPerson(author),
      ...(author.profile ? { description: author.profile } : {}),
      ...(image ? { image } : {}),
    },
  };
}

/** The structured data as the text of a `<script type="application/ld+json">`. */
export function serializeJsonLd(data: JsonLd): string {
  // `<`, `>` and `&` can only occur inside JSON strings, where their \u escapes mean the same:
  // no `</script>` or `<!--` in API text can end the script early. U+2028/2029 likewise.
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The breadcrumb items an article page shows (its category or collection, then the article). */
export function articleBreadcrumbEntries(breadcrumb: Pick<Breadcrumb, 'title' | 'level1Item'>): BreadcrumbEntry[] {
  return [...(breadcrumb.level1Item ? [{ name: breadcrumb.level1Item.nameJa, path: breadcrumb.level1Item.path }] : []), { name: breadcrumb.title }];
}

/** What every article page (article, special article, weekly part) declares: NewsArticle and its BreadcrumbList. */
/** Updates a LiveBlogPosting lists: the newest, as Google shows a live blog's latest posts. */
export const LIVE_BLOG_UPDATES_MAX = 50;

/**
 * A live article (issue 36) as a LiveBlogPosting: the NewsArticle's properties, its coverage start
 * and end, and its updates as BlogPosting items (headline, time, text, their permalink).
 */
export function liveBlogPostingJsonLd(input: NewsArticleInput, live: LiveView): JsonLd {
  const article = newsArticleJsonLd(input);
  const url = absoluteUrl(input.articlePath);
  const updates = [...(live.updates ?? [])].sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt)).slice(0, LIVE_BLOG_UPDATES_MAX);
  return {
    ...article,
    '@type': 'LiveBlogPosting',
    coverageStartTime: toJstOffsetDateTime(live.startedAt),
    ...(live.endedAt ? { coverageEndTime: toJstOffsetDateTime(live.endedAt) } : {}),
    liveBlogUpdate: updates.map((update) => {
      // A spoiler section (issue 37) stays out of search snippets, as it stays folded on the page.
      const body = update.blocks
        .filter((block) => block.type !== 'SPOILER')
        .map(blockText)
        .join('\n')
        .trim();
      return {
        '@type': 'BlogPosting',
        headline: truncateText(update.title ?? (body || input.article.title), HEADLINE_MAX_LENGTH),
        datePublished: toJstOffsetDateTime(update.postedAt),
        url: `${url}#${update.anchor}`,
        ...(body ? { articleBody: body } : {}),
      };
    }),
  };
}

export function articlePageJsonLd(input: NewsArticleInput & { breadcrumb: Pick<Breadcrumb, 'title' | 'level1Item'>; live?: LiveView | null }): JsonLd[] {
  const article = input.live ? liveBlogPostingJsonLd(input, input.live) : newsArticleJsonLd(input);
  return [article, breadcrumbListJsonLd(articleBreadcrumbEntries(input.breadcrumb), input.pagePath)];
}
