import { isApiError } from '@/api-clients/api-error';
import type { Author } from '@/api-clients/schemas/common';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { isUrlId } from '@/foundation/validation/text-patterns';
import { loadListBanners, type ListBanners } from './banners';
import { listPosition, resolveListPage } from './list-page';
import { getPageFrame, type ListCard, type PageFrame, toListCards } from './page-frame';

/** Longest id accepted in a URL; anything longer is not an id of ours (404 without asking the API). */

export interface AuthorPageProps extends PageFrame {
  adUnitsType: 'LIST';
  author: Author;
  articles: ListCard[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  /** Pickup jack banners above the list and the icon banner (lib/routes/banners.ts). */
  listBanners: ListBanners;
}

/** `/author/{authorId}/page/{pageNumber}/`: an author's profile and articles, 20 a page (spec §9). */
export const getAuthorPageData: PageDataFunction<AuthorPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const { authorId = '', pageNumber } = params;
  if (!isUrlId(authorId)) return notFound();

  // The author master is the page's subject: if it fails the page fails; an id not in it is a 404.
  // The list needs only the id, so both are asked at once: a content API that hangs costs the
  // reader one timeout, not the master's (stale after its refresh times out) plus the list's.
  const authorPromise = fetchSource('authors', {}).then((authors) => authors.data.find((candidate) => candidate.id === authorId));
  // The frame never rejects (every part falls back), so it can load while the list is resolved.
  const frame = getPageFrame({ fetchSource, device, now, adPageType });
  const listBanners = loadListBanners({ fetchSource, device, now });
  const listPage = resolveListPage(
    {
      rawPageNumber: pageNumber,
      pageSize: PAGE_SIZE.articles,
      fetchPage: (page) => fetchSource('authorArticle', { authorId, page, limit: PAGE_SIZE.articles }),
      pathOfPage: (page) => paths.author(authorId, page),
    },
    (list) => list,
  );
  // When the master fails or the author is unknown, the list's outcome is not the page's answer.
  listPage.catch(() => undefined);

  const author = await authorPromise;
  if (!author) return notFound();
  try {
    const result = await listPage;
    if (result.kind !== 'props') return result;
    const list = result.props;
    return props({
      adUnitsType: 'LIST' as const,
      author,
      articles: toListCards(list.items),
      ...listPosition(list),
      ...(await frame),
      listBanners: await listBanners,
    });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
};
