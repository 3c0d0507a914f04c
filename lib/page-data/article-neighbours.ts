import type { ArticleCard } from '@/api-clients/schemas/common';
import type { FetchSource } from '@/api-clients/fetch-source';
import { articleCardHref } from '@/foundation/paths';
import { headlineBreaks } from './headline-breaks';
import { orFallback } from './secondary';

/**
 * How many of the main category's newest articles the page looks through for the neighbours:
 * one bounded call (the list source's maximum page size). An article older than these gets no
 * previous/next links, rather than a second call.
 */
export const NEIGHBOUR_WINDOW = 100;

/** What the previous/next navigation shows of a neighbouring article. */
export interface NeighbourArticle {
  id: string;
  title: string;
  titleBreaks: number[];
  href: string;
  thumbnailUrl: string | null;
  publishedAt: string;
}

export interface ArticleNeighbours {
  /** The next older article in the main category (前の記事). */
  previous: NeighbourArticle | null;
  /** The next newer article in the main category (次の記事). */
  next: NeighbourArticle | null;
}

export const NO_NEIGHBOURS: ArticleNeighbours = { previous: null, next: null };

type NeighbourCard = Pick<ArticleCard, 'id' | 'publishedAt' | 'redirectUrl'>;

/**
 * The cards just older and just newer than the article in a list of its category. Cards that
 * redirect elsewhere are not articles of ours and are skipped; the list is ordered newest first
 * here (ties by id), whatever order it came in. An article not in the list has no neighbours,
 * and at the list's end there is no older one: the window may cut it off.
 */
export function chooseNeighbours<C extends NeighbourCard>(cards: readonly C[], articleId: string): { previous: C | null; next: C | null } {
  // Each card's time and id read once, not in every comparison (the same order: stable sort, same keys).
  const ordered = cards
    .filter((card) => card.redirectUrl === null || card.id === articleId)
    .map((card) => ({ card, time: Date.parse(card.publishedAt), id: Number(card.id) }))
    .filter(({ time }) => Number.isFinite(time))
    .toSorted((a, b) => b.time - a.time || b.id - a.id)
    .map(({ card }) => card);
  const index = ordered.findIndex((card) => card.id === articleId);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index + 1] ?? null, next: ordered[index - 1] ?? null };
}

function toNeighbour(card: ArticleCard): NeighbourArticle {
  return {
    id: card.id,
    title: card.title,
    titleBreaks: headlineBreaks(card.title),
    href: articleCardHref(card),
    thumbnailUrl: card.thumbnailUrl,
    publishedAt: card.publishedAt,
  };
}

/** Articles of one list whose neighbours were worked out, at most (then the list starts over). */
export const NEIGHBOURS_PER_LIST = 1_000;

/**
 * Neighbours already worked out, by the category list they come from and the article. The list is
 * one object for every request that shares its answer (a call in flight, or the same text parsed
 * before: api-clients/cache/parsed-bodies.ts), so its readers order it once, not once each.
 */
const neighboursByList = new WeakMap<readonly ArticleCard[], Map<string, ArticleNeighbours>>();

function neighboursIn(cards: readonly ArticleCard[], articleId: string): ArticleNeighbours {
  let byArticle = neighboursByList.get(cards);
  if (!byArticle || byArticle.size >= NEIGHBOURS_PER_LIST) {
    byArticle = new Map();
    neighboursByList.set(cards, byArticle);
  }
  let neighbours = byArticle.get(articleId);
  if (!neighbours) {
    const { previous, next } = chooseNeighbours(cards, articleId);
    neighbours = { previous: previous && toNeighbour(previous), next: next && toNeighbour(next) };
    byArticle.set(articleId, neighbours);
  }
  return neighbours;
}

/** The article's neighbours in its main category; none without one or when the list fails. */
export async function loadArticleNeighbours(
  fetchSource: FetchSource,
  article: { articleId: string; mainCategoryCode: string | undefined },
): Promise<ArticleNeighbours> {
  if (!article.mainCategoryCode) return NO_NEIGHBOURS;
  const list = await orFallback(fetchSource('categoryArticle', { categoryCode: article.mainCategoryCode, limit: NEIGHBOUR_WINDOW }), null);
  return list ? neighboursIn(list.data, article.articleId) : NO_NEIGHBOURS;
}
