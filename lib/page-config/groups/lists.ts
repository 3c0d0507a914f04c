import { getAuthorPageData } from '@/lib/routes/author';
import { getCategoryPageData } from '@/lib/routes/category';
import { definePage, type PageConfigGroup } from '../define-page';

export const LISTS_PAGES: PageConfigGroup = {
  '/author/[authorId]/page/[pageNumber]/': definePage('LIST', getAuthorPageData),
  '/category/[categoryCode]/page/[pageNumber]/': definePage('CATEGORY', getCategoryPageData),
};
