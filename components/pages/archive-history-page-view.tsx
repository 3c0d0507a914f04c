import { PageHead } from '@/components/head/page-head';
import { archivePath } from '@/lib/routes/archive';
import type { ArchiveHistoryPageProps } from '@/lib/routes/archive-history';
import { ARCHIVE_HISTORY_TITLE, ArchiveHistoryPage } from './archive-history-page';
import { formatYearMonth } from './archive-page-parts';

export function ArchiveHistoryPageView(props: ArchiveHistoryPageProps) {
  const head =
    props.view === 'index'
      ? { title: ARCHIVE_HISTORY_TITLE, canonicalPath: archivePath('history') }
      : {
          title: `${formatYearMonth(props.month.yearMonth)}の過去記事一覧${props.month.currentPage > 1 ? `（${props.month.currentPage}ページ目）` : ''}`,
          canonicalPath: archivePath('history', props.month.yearMonth, props.month.currentPage),
        };
  return (
    <>
      <PageHead title={head.title} canonicalPath={head.canonicalPath} />
      <ArchiveHistoryPage {...props} />
    </>
  );
}
