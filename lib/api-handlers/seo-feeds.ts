import type { ArticleCard } from '@/api-clients/schemas/common';
import { findCategoryByCode, type Category } from '@/foundation/site/categories';
import { PUBLICATION } from '@/lib/feeds/publication';
import { buildRssFeed, FEED_ITEM_COUNT, type RssItem } from '@/lib/feeds/rss';
import { seoPaths } from '@/lib/feeds/seo-paths';
import { paths } from '@/foundation/paths';
import { ALL_ARTICLES_CATEGORY_CODE } from '@/lib/page-data/category';
import { absoluteUrl } from '@/foundation/site/site-url';
import { isUrlId } from '@/foundation/validation/text-patterns';
import { articlePath, isOwnArticle, type SeoDeps } from './seo-content';
import { cachedDocument, SEO_TTL_MS, seoNotFound, type SeoResponse } from './seo-response';

/** Cards read for a feed: enough that FEED_ITEM_COUNT remain after leaving out redirect cards. */
export const FEED_FETCH_LIMIT = 50;

const ALL_ARTICLES_DESCRIPTION = 'プレイノートの新着記事。ゲーム・エンタメの最新ニュース、レビュー、インタビュー、イベントリポートをお届けします。';

function feedItem(card: ArticleCard): RssItem {
  const categories = [card.mainCategory.nameJa, ...(card.subCategories ?? []).map((category) => category.nameJa)];
  return {
    title: card.title,
    link: absoluteUrl(articlePath(card)),
    description: card.description ?? card.title,
    publishedAt: card.publishedAt,
    categories: [...new Set(categories)],
  };
}

function channelOf(category: Category | null) {
  if (!category) {
    return { title: PUBLICATION.name, link: absoluteUrl(paths.top()), description: ALL_ARTICLES_DESCRIPTION, selfPath: seoPaths.feed() };
  }
  return {
    title: `${category.nameJa} | ${PUBLICATION.name}`,
    link: absoluteUrl(paths.category(category.code, 1)),
    description: `プレイノートの「${category.nameJa}」の新着記事。`,
    selfPath: seoPaths.categoryFeed(category.code),
  };
}

/**
 * RSS 2.0 feed of the newest articles: `/feed/` for all of them (categoryCode null) or
 * `/category/{categoryCode}/feed/` for one category of the fixed list (anything else is a 404).
 */
export function handleFeedRequest(categoryCode: string | null, { fetchSource, cache, now = () => new Date() }: SeoDeps): Promise<SeoResponse> {
  const category = categoryCode === null ? null : (findCategoryByCode(categoryCode) ?? undefined);
  if (category === undefined) return Promise.resolve(seoNotFound());
  const channel = channelOf(category);
  return cachedDocument(cache, channel.selfPath, { ttlMs: SEO_TTL_MS.feed, contentType: 'rss' }, async () => {
    const list = await fetchSource('categoryArticle', {
      categoryCode: category?.code ?? ALL_ARTICLES_CATEGORY_CODE,
      page: 1,
      limit: FEED_FETCH_LIMIT,
    });
    return buildRssFeed({
      title: channel.title,
      link: channel.link,
      description: channel.description,
      selfUrl: absoluteUrl(channel.selfPath),
      items: list.data.filter(isOwnArticle).slice(0, FEED_ITEM_COUNT).map(feedItem),
      now: now(),
    });
  });
}

/** A game's feed that is not there (no such game): a Japanese plain-text 404, never kept by a cache. */
export const GAME_FEED_NOT_FOUND = 'このタイトルのRSSフィードはありません。';

const gameFeedNotFound = (): SeoResponse => seoNotFound(GAME_FEED_NOT_FOUND);

/**
 * `/game/title/{gameId}/feed/` (issue 37): RSS 2.0 of a game's newest own articles, from the sources
 * of its page (the title information and its article list, read in parallel). A game id that is not
 * digits, or a game the content API does not know, is a 404; other failures as the category feeds.
 */
export async function handleGameFeedRequest(gameId: string, { fetchSource, cache, now = () => new Date() }: SeoDeps): Promise<SeoResponse> {
  if (!isUrlId(gameId)) return gameFeedNotFound();
  const selfPath = seoPaths.gameFeed(gameId);
  const answer = await cachedDocument(cache, selfPath, { ttlMs: SEO_TTL_MS.feed, contentType: 'rss' }, async () => {
    const [game, list] = await Promise.all([
      fetchSource('gameTitleInformation', { gameId }),
      fetchSource('gameTitleArticle', { gameId, page: 1, limit: FEED_FETCH_LIMIT }),
    ]);
    return buildRssFeed({
      title: `${game.name}の記事 | ${PUBLICATION.name}`,
      link: absoluteUrl(paths.game(game.gameId)),
      description: `プレイノートの「${game.name}」の新着記事。`,
      selfUrl: absoluteUrl(selfPath),
      items: list.data.filter(isOwnArticle).slice(0, FEED_ITEM_COUNT).map(feedItem),
      now: now(),
    });
  });
  return answer.status === 404 ? gameFeedNotFound() : answer;
}
