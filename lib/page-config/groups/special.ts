import { getSpecialArticlePageData, getSpecialPageData } from '@/lib/page-data/special';
import { getWeeklyPageData, getWeeklyPartPageData } from '@/lib/page-data/weekly';
import { definePage, type PageConfigGroup } from '../define-page';

export const SPECIAL_PAGES: PageConfigGroup = {
  '/special/[matomeDirectoryName]/': definePage('LIST', getSpecialPageData, { queryKeys: ['category', 'page'] }),
  '/special/[matomeDirectoryName]/[articleId]/': definePage('ARTICLE_DETAIL', getSpecialArticlePageData, { queryKeys: ['page'] }),
  '/special/content/weeklyplaynote/': definePage('LIST', getWeeklyPageData),
  '/special/content/weeklyplaynote/[articleId]/': definePage('ARTICLE_DETAIL', getWeeklyPartPageData, { queryKeys: ['page'] }),
};
