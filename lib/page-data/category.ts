import { isApiError } from '@/api-clients/api-error';
import { findCategoryByCode, MAIN_CATEGORY_LIST, type Category } from '@/foundation/site/categories';
import { notFound } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { loadListBanners, type ListBanners } from './banners';
import { listPosition, resolveListPage } from './list-page';
import { getPageFrame, type ListCard, type PageFrame, toListCards } from './page-frame';

/** The category code of the 新着 list: every article, newest first. */
export const ALL_ARTICLES_CATEGORY_CODE = 'new-article';

export type CategoryLink = Pick<Category, 'id' | 'code' | 'nameJa'>;

export interface CategoryPageProps extends PageFrame {
  /** Spec §3 knows five ad unit types, CATEGORY not among them: a category page carries the list units (its ad page type stays CATEGORY, spec §2). */
  adUnitsType: 'LIST';
  category: CategoryLink & { isMainCategory: boolean };
  /** 新着 and the main categories other than this one, in priority order. */
  otherCategories: CategoryLink[];
  articles: ListCard[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  /** Pickup jack banners above the list and the icon banner (lib/routes/banners.ts). */
  listBanners: ListBanners;
}

/** The category row of a category page: 新着 first, then the main categories, without the current one. */
export function otherCategoryLinks(currentCode: string): CategoryLink[] {
  const all = findCategoryByCode(ALL_ARTICLES_CATEGORY_CODE);
  return [...(all ? [all] : []), ...MAIN_CATEGORY_LIST]
    .filter((category) => category.code !== currentCode)
    .map(({ id, code, nameJa }) => ({ id, code, nameJa }));
}

/** `/category/{categoryCode}/page/{pageNumber}/`: a category's articles, 20 a page (spec §9). */
export const getCategoryPageData: PageDataFunction<CategoryPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const { categoryCode = '', pageNumber } = params;
  // The fixed category list (spec §3) is the whole universe of codes: anything else is a 404.
  const category = findCategoryByCode(categoryCode);
  if (!category) return notFound();

  const frame = getPageFrame({ fetchSource, device, now, adPageType });
  const listBanners = loadListBanners({ fetchSource, device, now });
  try {
    return await resolveListPage(
      {
        rawPageNumber: pageNumber,
        pageSize: PAGE_SIZE.articles,
        fetchPage: (page) => fetchSource('categoryArticle', { categoryCode: category.code, page, limit: PAGE_SIZE.articles }),
        pathOfPage: (page) => paths.category(category.code, page),
      },
      async (list) => ({
        adUnitsType: 'LIST' as const,
        category: { id: category.id, code: category.code, nameJa: category.nameJa, isMainCategory: category.isMainCategory },
        otherCategories: otherCategoryLinks(category.code),
        articles: toListCards(list.items),
        ...listPosition(list),
        ...(await frame),
        listBanners: await listBanners,
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
};
