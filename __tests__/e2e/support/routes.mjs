// One working URL for every route pattern of spec §2, discovered from the bundled content API.

import { getJson, jstYearMonth } from './content.mjs';

/** Candidates looked at for a representative article and game: the newest stories. */
const CANDIDATE_ARTICLES = 160;

/**
 * The newest article a reader would call typical (not a redirect, with ads, not R18, about a game,
 * two body pages, related stories and images), and the first game of the newest stories with a full set of tabs
 * (more than one page of articles, images, videos, reviews). The data moves with its "now", so the
 * routes are chosen by what they show, not by id.
 */
async function representative(contentApiUrl) {
  const pages = await Promise.all([1, 2].map((page) => getJson(contentApiUrl, `/api/q/articles?categoryCode=new-article&limit=${CANDIDATE_ARTICLES / 2}&page=${page}`)));
  const newest = pages.flatMap((page) => page.data).filter((card) => !card.redirectUrl);
  let article = null;
  const gameIds = [];
  for (const card of newest) {
    const detail = await getJson(contentApiUrl, `/api/article?articleId=${card.id}`);
    for (const item of detail.items ?? []) if (item.item_type === 'game' && !gameIds.includes(item.item_id)) gameIds.push(item.item_id);
    if (!article && detail.isDisplayAd && !detail.isR18 && (detail.items ?? []).length > 0 && detail.content.length >= 2 && detail.relatedArticles.length >= 3 && detail.images.length >= 1) article = card;
  }
  let game = null;
  for (const gameId of gameIds) {
    const [articles, images, videos, reviews] = await Promise.all([
      getJson(contentApiUrl, `/api/game/articles?gameId=${gameId}&limit=1`),
      getJson(contentApiUrl, `/api/game/images?gameId=${gameId}&limit=1`),
      getJson(contentApiUrl, `/api/game/videos?gameId=${gameId}&limit=1`),
      getJson(contentApiUrl, `/api/game/crossreviews?gameId=${gameId}`),
    ]);
    if (articles.count > 20 && images.count >= 8 && videos.count >= 4 && reviews.data.length > 0) {
      game = { gameId, name: (await getJson(contentApiUrl, `/api/search/game?gameId=${gameId}`)).name };
      break;
    }
  }
  if (!article || !game) throw new Error(`no representative ${article ? 'game' : 'article'} among the newest ${CANDIDATE_ARTICLES} stories`);
  return { article, game };
}

/** `YYYYMM` `months` after the month (Japan time) of the instant. */
function yearMonthAfter(iso, months) {
  const jst = new Date(Date.parse(iso) + 9 * 3_600_000);
  const first = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth() + months, 1));
  return `${first.getUTCFullYear()}${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** [{pattern, path, h1?: RegExp}] for every reader route. */
export async function discoverRoutes(contentApiUrl) {
  const { article, game } = await representative(contentApiUrl);
  const { now } = await getJson(contentApiUrl, '/health');
  const articlePath = `/article/${jstYearMonth(article.publishedAt)}/${article.id}/`;
  const images = await getJson(contentApiUrl, `/api/article/images?articleId=${article.id}`);
  const authors = await getJson(contentApiUrl, '/api/master/authors');
  const gameId = game.gameId;
  const directories = await getJson(contentApiUrl, '/matome/directories');
  const directoryName = directories.data[0].directoryName;
  const matomeArticles = await getJson(contentApiUrl, `/matome/articles?directoryName=${directoryName}`);
  const weekly = await getJson(contentApiUrl, '/weekly-playnote-part');

  const routes = [
    { pattern: '/', path: '/' },
    { pattern: '/article/[publicationDate]/[articleId]/', path: articlePath, h1: new RegExp(escape(article.title)) },
    { pattern: '/article/[publicationDate]/[articleId]/ (page 2)', path: `${articlePath}?page=2` },
    {
      pattern: '/article/images/[publicationDate]/[articleId]/[imageId]/',
      path: `/article/images/${jstYearMonth(article.publishedAt)}/${article.id}/${images.images[0]?.imageId}/`,
    },
    { pattern: '/author/[authorId]/page/[pageNumber]/', path: `/author/${authors.data[0].id}/page/1/`, h1: new RegExp(escape(authors.data[0].name)) },
    { pattern: '/category/[categoryCode]/page/[pageNumber]/', path: '/category/news/page/2/', h1: /ニュース/ },
    { pattern: '/game/title/[gameId]/page/[pageNumber]/', path: `/game/title/${gameId}/page/1/`, h1: new RegExp(escape(game.name)) },
    { pattern: '/game/title/[gameId]/images/page/[pageNumber]/', path: `/game/title/${gameId}/images/page/1/` },
    { pattern: '/game/title/[gameId]/reviews/', path: `/game/title/${gameId}/reviews/` },
    { pattern: '/game/title/[gameId]/videos/page/[pageNumber]/', path: `/game/title/${gameId}/videos/page/1/` },
    { pattern: '/ranking/amazon/', path: '/ranking/amazon/' },
    ...['anime-game-music', 'anime', 'comic', 'game-book'].map((genre) => ({ pattern: `/ranking/amazon/${genre}/`, path: `/ranking/amazon/${genre}/` })),
    { pattern: '/ranking/article/', path: '/ranking/article/' },
    { pattern: '/ranking/game-sales/', path: '/ranking/game-sales/' },
    { pattern: '/ranking/game-sales/last-week/', path: '/ranking/game-sales/last-week/' },
    { pattern: '/ranking/game-sales/before-last/', path: '/ranking/game-sales/before-last/' },
    { pattern: '/schedule/', path: '/schedule/' },
    { pattern: '/schedule/[gamePlatforms]/[gameReleaseDate]/', path: `/schedule/ps5/${yearMonthAfter(now, 1)}/` },
    // Four years past the data's "now": no release is known so far ahead.
    { pattern: '/schedule/[gamePlatforms]/[gameReleaseDate]/ (empty month)', path: `/schedule/switch2/${yearMonthAfter(now, 48)}/` },
    { pattern: '/search/', path: `/search/?q=${encodeURIComponent('ゲーム')}` },
    { pattern: '/search-history/', path: `/search-history/?q=${encodeURIComponent('ゲーム')}` },
    { pattern: '/archive/', path: '/archive/' },
    { pattern: '/archive-history/', path: '/archive-history/' },
    { pattern: '/special/[matomeDirectoryName]/', path: `/special/${directoryName}/` },
    { pattern: '/special/[matomeDirectoryName]/[articleId]/', path: `/special/${directoryName}/${matomeArticles.data[0].id}/` },
    { pattern: '/special/content/weeklyplaynote/', path: '/special/content/weeklyplaynote/' },
    { pattern: '/special/content/weeklyplaynote/[articleId]/', path: weekly.parts[0].url },
    // A reader's own page (issue 37): the frame from the server, the reader's data from their browser.
    { pattern: '/mypage/', path: '/mypage/', h1: /^マイページ$/ },
  ];
  return routes;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Route patterns a reader must be able to reach by following links from the top page. */
export const LINKABLE_PATTERNS = [
  ['article', /^\/article\/\d{6}\/\d+\/$/],
  ['article image', /^\/article\/images\/\d{6}\/\d+\/\d+\/$/],
  ['author', /^\/author\/\d+\/page\/\d+\/$/],
  ['category', /^\/category\/[\w-]+\/page\/\d+\/$/],
  ['game articles', /^\/game\/title\/\d+\/page\/\d+\/$/],
  ['game images', /^\/game\/title\/\d+\/images\/page\/\d+\/$/],
  ['game reviews', /^\/game\/title\/\d+\/reviews\/$/],
  ['game videos', /^\/game\/title\/\d+\/videos\/page\/\d+\/$/],
  ['amazon ranking', /^\/ranking\/amazon\/([\w-]+\/)?$/],
  ['article ranking', /^\/ranking\/article\/(\?.*)?$/],
  ['game sales ranking', /^\/ranking\/game-sales\/([\w-]+\/)?$/],
  ['schedule', /^\/schedule\/([\w-]+\/\d{6}\/)?(#.*)?$/],
  ['search', /^\/search\/(\?.*)?$/],
  ['search history', /^\/search-history\/(\?.*)?$/],
  ['archive', /^\/archive\/(\?.*)?$/],
  ['archive history', /^\/archive-history\/(\?.*)?$/],
  ['special', /^\/special\/[a-z0-9-]+\/(\?.*)?$/],
  ['special article', /^\/special\/[a-z0-9-]+\/\d+\/$/],
  ['weekly magazine', /^\/special\/content\/weeklyplaynote\/(\d+\/)?$/],
  ['mypage', /^\/mypage\/$/],
];
