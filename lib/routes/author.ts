import { isApiError } from '@/api-clients/api-error';
import type { ArticleCard, Author } from '@/api-clients/schemas/common';
import { notFound } from '@/lib/page-config/results';
import type { PageDataFunction } from '@/lib/page-config/types';
import { paths } from '@/lib/paths';
import { PAGE_SIZE } from '@/lib/validation/page-number';
import { isUrlId } from '@/lib/validation/text-patterns';
import { loadListBanners, type ListBanners } from './banners';
import { resolveListPage } from './list-page';
import { getPageFrame, type PageFrame } from './page-frame';

/** Longest id accepted in a URL; anything longer is not an id of ours (404 without asking the API). */

export interface AuthorPageProps extends PageFrame {
  adUnitsType: 'LIST';
  author: Author;
  articles: ArticleCard[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  /** Pickup jack banners above the list and the icon banner (lib/routes/banners.ts). */
  listBanners: ListBanners;
}

/** `/author/{authorId}/page/{pageNumber}/`: an author's profile and articles, 20 a page (spec §9). */
export const getAuthorPageData: PageDataFunction<AuthorPageProps> = async ({ params, fetchSource, now }) => {
  const { authorId = '', pageNumber } = params;
  if (!isUrlId(authorId)) return notFound();

  // The author master is the page's subject: if it fails the page fails; an id not in it is a 404.
  const authors = await fetchSource('authors', {});
  const author = authors.data.find((candidate) => candidate.id === authorId);
  if (!author) return notFound();

  // The frame never rejects (every part falls back), so it can load while the list is resolved.
  const frame = getPageFrame(fetchSource, now, 'LIST');
  const listBanners = loadListBanners(fetchSource, now);
  try {
    return await resolveListPage(
      {
        rawPageNumber: pageNumber,
        pageSize: PAGE_SIZE.articles,
        fetchPage: (page) => fetchSource('authorArticle', { authorId, page, limit: PAGE_SIZE.articles }),
        pathOfPage: (page) => paths.author(authorId, page),
      },
      async (list) => ({
        adUnitsType: 'LIST' as const,
        author,
        articles: list.items,
        totalCount: list.totalCount,
        currentPage: list.currentPage,
        pageCount: list.pageCount,
        ...(await frame),
        listBanners: await listBanners,
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
};
