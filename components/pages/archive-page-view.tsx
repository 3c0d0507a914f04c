import { PageHead } from '@/components/head/page-head';
import type { ArchivePageProps } from '@/lib/page-data/archive';
import { archivePath } from '@/foundation/paths/archive';
import { ARCHIVE_TITLE, ArchivePage } from './archive-page';
import { formatYearMonth } from './archive-page-parts';
import type { WithIslands } from '@/foundation/site/html-only';

export function ArchivePageView(props: WithIslands<ArchivePageProps>) {
  const head =
    props.view === 'index'
      ? { title: ARCHIVE_TITLE, canonicalPath: archivePath('archive'), breadcrumb: [{ name: ARCHIVE_TITLE }] }
      : {
          title: `${formatYearMonth(props.month.yearMonth)}の記事一覧${props.month.currentPage > 1 ? `（${props.month.currentPage}ページ目）` : ''}`,
          canonicalPath: archivePath('archive', props.month.yearMonth, props.month.currentPage),
          breadcrumb: [{ name: ARCHIVE_TITLE, path: archivePath('archive') }, { name: formatYearMonth(props.month.yearMonth) }],
        };
  return (
    <>
      <PageHead
        title={head.title}
        description={`プレイノートに掲載した${props.view === 'index' ? '記事を月ごとにまとめた一覧' : `${formatYearMonth(props.month.yearMonth)}の記事一覧`}です。`}
        canonicalPath={head.canonicalPath}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(head.breadcrumb, head.canonicalPath)]}
      />
      <ArchivePage {...props} />
    </>
  );
}
