import { getAuthorPageData } from '@/lib/page-data/author';
import { getCategoryPageData } from '@/lib/page-data/category';
import { definePage, type PageConfigGroup } from '../define-page';

export const LISTS_PAGES: PageConfigGroup = {
  '/author/[authorId]/page/[pageNumber]/': definePage('LIST', getAuthorPageData),
  '/category/[categoryCode]/page/[pageNumber]/': definePage('CATEGORY', getCategoryPageData),
};
