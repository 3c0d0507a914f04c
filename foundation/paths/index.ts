import { toJstYearMonth } from '@/foundation/format/date';

/** Canonical site paths; every one ends in `/` (next.config.js trailingSlash). */
export const paths = {
  top: () => '/',
  article: (publicationDate: string, articleId: string | number) => `/article/${publicationDate}/${articleId}/`,
  articlePage: (publicationDate: string, articleId: string | number, page: number) =>
    page > 1 ? `/article/${publicationDate}/${articleId}/?page=${page}` : `/article/${publicationDate}/${articleId}/`,
  articleAmp: (publicationDate: string, articleId: string | number) => `/article/amp/${publicationDate}/${articleId}/`,
  articleImage: (publicationDate: string, articleId: string | number, imageId: string) =>
    `/article/images/${publicationDate}/${articleId}/${imageId}/`,
  author: (authorId: string, page = 1) => `/author/${authorId}/page/${page}/`,
  category: (categoryCode: string, page = 1) => `/category/${categoryCode}/page/${page}/`,
  game: (gameId: string, page = 1) => `/game/title/${gameId}/page/${page}/`,
  gameImages: (gameId: string, page = 1) => `/game/title/${gameId}/images/page/${page}/`,
  gameReviews: (gameId: string) => `/game/title/${gameId}/reviews/`,
  gameVideos: (gameId: string, page = 1) => `/game/title/${gameId}/videos/page/${page}/`,
  search: (keyword?: string) => (keyword ? `/search/?q=${encodeURIComponent(keyword)}` : '/search/'),
  schedule: (platform?: string, yearMonth?: string) =>
    platform && yearMonth ? `/schedule/${platform}/${yearMonth}/` : '/schedule/',
  ranking: (kind: 'article' | 'game-sales' | 'amazon') => `/ranking/${kind}/`,
  special: (directoryName: string) => `/special/${directoryName}/`,
  archive: () => '/archive/',
} as const;

/** Where an article card links: its redirect target or its own page. */
export function articleCardHref(card: { id: string; publishedAt: string; redirectUrl: string | null }): string {
  return card.redirectUrl ?? paths.article(toJstYearMonth(card.publishedAt), card.id);
}
