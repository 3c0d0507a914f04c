import type { GameImage, GameTitleInformation } from '@/api-clients/schemas/game';
import { articleImages } from '../data/article-body';
import type { Dataset } from '../data';
import type { GameRecord } from '../data/types';
import { DEFAULT_LIST_LIMIT, keywordTerms, matchesAll, notFound, PAGE_SIZE, paginate } from '../http/responses';
import type { ResolverTable } from './types';

function imageTotal(dataset: Dataset, gameId: string): number {
  let total = 0;
  for (const record of dataset.articles.byGame.get(gameId) ?? []) total += record.imageCount;
  return total;
}

/** One page of a title's images, expanding only the articles that page needs. */
function gameImagesPage(dataset: Dataset, gameId: string, page: number, limit: number): { count: number; page: number; data: GameImage[] } {
  const start = (page - 1) * limit;
  const data: GameImage[] = [];
  let offset = 0;
  for (const record of dataset.articles.byGame.get(gameId) ?? []) {
    if (data.length >= limit) break;
    if (offset + record.imageCount <= start) {
      offset += record.imageCount;
      continue;
    }
    for (const image of articleImages(dataset, record)) {
      if (offset >= start && data.length < limit) data.push({ ...image, articleId: record.id, publicationDate: record.yearMonth });
      offset += 1;
    }
  }
  return { count: imageTotal(dataset, gameId), page, data };
}

function information(dataset: Dataset, game: GameRecord): GameTitleInformation {
  return {
    gameId: game.gameId,
    name: game.name,
    nameKana: game.nameKana,
    description: game.description,
    thumbnailUrl: game.thumbnailUrl,
    maker: game.maker,
    genre: game.genre,
    officialSiteUrl: game.officialSiteUrl,
    titleGroupId: game.titleGroupId,
    versions: game.versions.map(({ platform, releaseDate, releaseDateText, price, janCode }) => ({ platform, releaseDate, releaseDateText, price, janCode })),
    articleCount: dataset.articles.byGame.get(game.gameId)?.length ?? 0,
    imageCount: imageTotal(dataset, game.gameId),
    videoCount: dataset.videosByGame.get(game.gameId)?.length ?? 0,
    hasReview: dataset.reviewsByGame.has(game.gameId),
  };
}

export const gameResolvers: ResolverTable<
  | 'gameTitleArticle'
  | 'gameTitleGroup'
  | 'gameTitleImage'
  | 'gameTitleInformation'
  | 'gameTitleReview'
  | 'gameTitleVideo'
  | 'pickUpGameTitle'
  | 'pickUpVideo'
  | 'searchGame'
> = {
  gameTitleArticle: ({ gameId, page, limit }, dataset) => {
    if (!dataset.gameById.has(gameId)) return notFound('game', gameId);
    return paginate(dataset.articles.byGame.get(gameId) ?? [], page, limit ?? PAGE_SIZE.articles, (r) => r.card);
  },

  gameTitleGroup: ({ titleGroupId }, dataset) => {
    const group = dataset.titleGroupById.get(titleGroupId);
    if (!group) return notFound('title group', titleGroupId);
    return { titleGroupId, name: group.name, titles: group.games.map((g) => g.card) };
  },

  gameTitleImage: ({ gameId, page, limit }, dataset) => {
    if (!dataset.gameById.has(gameId)) return notFound('game', gameId);
    return gameImagesPage(dataset, gameId, page ?? 1, limit ?? PAGE_SIZE.images);
  },

  gameTitleInformation: ({ gameId }, dataset) => {
    const game = dataset.gameById.get(gameId);
    return game ? information(dataset, game) : notFound('game', gameId);
  },

  gameTitleReview: ({ gameId }, dataset) => {
    if (!dataset.gameById.has(gameId)) return notFound('game', gameId);
    return { data: dataset.reviewsByGame.get(gameId) ?? [] };
  },

  gameTitleVideo: ({ gameId, page, limit }, dataset) => {
    if (!dataset.gameById.has(gameId)) return notFound('game', gameId);
    return paginate(dataset.videosByGame.get(gameId) ?? [], page, limit ?? PAGE_SIZE.videos);
  },

  pickUpGameTitle: ({ limit }, dataset) => ({ data: dataset.site.pickUpGames.slice(0, limit ?? DEFAULT_LIST_LIMIT) }),

  pickUpVideo: ({ limit }, dataset) => ({ data: dataset.site.pickUpVideos.slice(0, limit ?? DEFAULT_LIST_LIMIT) }),

  searchGame: ({ keyword, page, limit }, dataset) => {
    // No keyword lists every title (in id order), for the games sitemap.
    const terms = keyword === undefined ? [] : keywordTerms(keyword);
    const hits = dataset.games.filter((g) => matchesAll(`${g.name}\n${g.nameKana}\n${g.maker}\n${g.genre}`, terms));
    return paginate(hits, page, limit ?? PAGE_SIZE.games, (g) => g.card);
  },
};
