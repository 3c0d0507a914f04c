import { getAmazonRankingPageData } from '@/lib/page-data/ranking/amazon';
import { getArticleRankingPageData } from '@/lib/page-data/ranking/article';
import {
  getBeforeLastGameSalesPageData,
  getLastWeekGameSalesPageData,
  getThisWeekGameSalesPageData,
} from '@/lib/page-data/ranking/game-sales';
import { definePage, type PageConfigGroup } from '../define-page';

/** Rankings (spec §2): Amazon, articles, game sales; all LIST ad pages. */
export const RANKING_PAGES: PageConfigGroup = {
  '/ranking/amazon/': definePage('LIST', getAmazonRankingPageData),
  '/ranking/amazon/[genre]/': definePage('LIST', getAmazonRankingPageData),
  '/ranking/article/': definePage('LIST', getArticleRankingPageData, { queryKeys: ['tab'] }),
  '/ranking/game-sales/': definePage('LIST', getThisWeekGameSalesPageData),
  '/ranking/game-sales/last-week/': definePage('LIST', getLastWeekGameSalesPageData),
  '/ranking/game-sales/before-last/': definePage('LIST', getBeforeLastGameSalesPageData),
};
