import { PageHead } from '@/components/head/page-head';
import { archivePath, type ArchivePageProps } from '@/lib/routes/archive';
import { ARCHIVE_TITLE, ArchivePage } from './archive-page';
import { formatYearMonth } from './archive-page-parts';

export function ArchivePageView(props: ArchivePageProps) {
  const head =
    props.view === 'index'
      ? { title: ARCHIVE_TITLE, canonicalPath: archivePath('archive') }
      : {
          title: `${formatYearMonth(props.month.yearMonth)}の記事一覧${props.month.currentPage > 1 ? `（${props.month.currentPage}ページ目）` : ''}`,
          canonicalPath: archivePath('archive', props.month.yearMonth, props.month.currentPage),
        };
  return (
    <>
      <PageHead title={head.title} canonicalPath={head.canonicalPath} />
      <ArchivePage {...props} />
    </>
  );
}
