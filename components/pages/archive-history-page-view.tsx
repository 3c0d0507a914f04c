import { PageHead } from '@/components/head/page-head';
import { archivePath } from '@/foundation/paths/archive';
import type { ArchiveHistoryPageProps } from '@/lib/page-data/archive-history';
import { ARCHIVE_HISTORY_TITLE, ArchiveHistoryPage } from './archive-history-page';
import { formatYearMonth } from './archive-page-parts';
import type { WithIslands } from '@/foundation/site/html-only';

export function ArchiveHistoryPageView(props: WithIslands<ArchiveHistoryPageProps>) {
  const head =
    props.view === 'index'
      ? { title: ARCHIVE_HISTORY_TITLE, canonicalPath: archivePath('history'), breadcrumb: [{ name: ARCHIVE_HISTORY_TITLE }] }
      : {
          title: `${formatYearMonth(props.month.yearMonth)}の過去記事一覧${props.month.currentPage > 1 ? `（${props.month.currentPage}ページ目）` : ''}`,
          canonicalPath: archivePath('history', props.month.yearMonth, props.month.currentPage),
          breadcrumb: [{ name: ARCHIVE_HISTORY_TITLE, path: archivePath('history') }, { name: formatYearMonth(props.month.yearMonth) }],
        };
  return (
    <>
      <PageHead
        title={head.title}
        description={`旧サイトで公開された${props.view === 'index' ? '過去記事を月ごとにまとめた一覧' : `${formatYearMonth(props.month.yearMonth)}の過去記事一覧`}です。`}
        canonicalPath={head.canonicalPath}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(head.breadcrumb, head.canonicalPath)]}
      />
      <ArchiveHistoryPage {...props} />
    </>
  );
}
