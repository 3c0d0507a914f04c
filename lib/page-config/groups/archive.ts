import { getArchiveHistoryPageData } from '@/lib/page-data/archive-history';
import { getArchivePageData } from '@/lib/page-data/archive';
import { definePage, type PageConfigGroup } from '../define-page';

/** Query keys of both archives: `?yearMonth=YYYYMM&page=N`. */
const ARCHIVE_QUERY_KEYS = ['yearMonth', 'page'] as const;

export const ARCHIVE_PAGES: PageConfigGroup = {
  '/archive/': definePage('LIST', getArchivePageData, { queryKeys: ARCHIVE_QUERY_KEYS }),
  '/archive-history/': definePage('LIST', getArchiveHistoryPageData, { queryKeys: ARCHIVE_QUERY_KEYS }),
};
