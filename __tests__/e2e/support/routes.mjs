// One working URL for every route pattern of spec §2, discovered from the bundled content API.

import { getJson, jstYearMonth } from './content.mjs';

/** [{pattern, path, h1?: RegExp}] for every reader route. */
export async function discoverRoutes(contentApiUrl) {
  const newest = await getJson(contentApiUrl, '/api/q/articles?categoryCode=new-article&limit=20');
  const article = newest.data.find((card) => !card.redirectUrl);
  const articlePath = `/article/${jstYearMonth(article.publishedAt)}/${article.id}/`;
  const images = await getJson(contentApiUrl, `/api/article/images?articleId=${article.id}`);
  const authors = await getJson(contentApiUrl, '/api/master/authors');
  const games = await getJson(contentApiUrl, '/pickup-title?limit=5');
  const gameId = games.data[0].gameId;
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
    { pattern: '/game/title/[gameId]/page/[pageNumber]/', path: `/game/title/${gameId}/page/1/`, h1: new RegExp(escape(games.data[0].name)) },
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
    { pattern: '/schedule/[gamePlatforms]/[gameReleaseDate]/', path: '/schedule/ps5/202603/' },
    { pattern: '/schedule/[gamePlatforms]/[gameReleaseDate]/ (empty month)', path: '/schedule/switch2/202401/' },
    { pattern: '/search/', path: `/search/?q=${encodeURIComponent('ゲーム')}` },
    { pattern: '/search-history/', path: `/search-history/?q=${encodeURIComponent('ゲーム')}` },
    { pattern: '/archive/', path: '/archive/' },
    { pattern: '/archive-history/', path: '/archive-history/' },
    { pattern: '/special/[matomeDirectoryName]/', path: `/special/${directoryName}/` },
    { pattern: '/special/[matomeDirectoryName]/[articleId]/', path: `/special/${directoryName}/${matomeArticles.data[0].id}/` },
    { pattern: '/special/content/weeklyplaynote/', path: '/special/content/weeklyplaynote/' },
    { pattern: '/special/content/weeklyplaynote/[articleId]/', path: weekly.parts[0].url },
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
];
