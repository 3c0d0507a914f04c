import { props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { getPageFrame, type PageFrame } from './page-frame';

export interface MyPageProps extends PageFrame {
  adUnitsType: 'LIST';
}

/**
 * `/mypage/` (issue 37): the frame only. What the page shows (followed games, reading history) is
 * the reader's own and lives in their browser, so the server's HTML is the same for every reader
 * and cached like any public page; the browser fills it in.
 */
export const getMyPageData: PageDataFunction<MyPageProps> = async ({ fetchSource, device, now, adPageType }) =>
  props({ adUnitsType: 'LIST', ...(await getPageFrame({ fetchSource, device, now, adPageType }, { hasList: false })) });
