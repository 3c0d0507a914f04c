import { SiteLink } from '@/components/link/site-link';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import type { ArchivePageProps } from '@/lib/page-data/archive';
import { archivePath } from '@/foundation/paths/archive';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { ArchiveHeader, ArchiveMonthNav, ArchiveYears, formatYearMonth } from './archive-page-parts';
import { ArticleListPageSection } from './article-list-page-section';

export const ARCHIVE_TITLE = '記事アーカイブ';

export function ArchivePage(props: WithIslands<ArchivePageProps>) {
  const rail = <RankingRail islands={props.islands} />;
  if (props.view === 'index') {
    return (
      <PageShell layout={props.layout} rail={rail}>
        <Breadcrumb items={[{ name: ARCHIVE_TITLE }]} />
        <ArchiveHeader title={ARCHIVE_TITLE} intro="プレイノートに掲載した記事を月ごとにさかのぼれます。" />
        <ArchiveYears kind="archive" years={props.years} />
        <p>
          <SiteLink href={archivePath('history')}>旧サイトの過去記事アーカイブを見る</SiteLink>
        </p>
      </PageShell>
    );
  }
  const { month } = props;
  const label = formatYearMonth(month.yearMonth);
  return (
    <PageShell layout={props.layout} rail={rail}>
      <Breadcrumb items={[{ name: ARCHIVE_TITLE, path: archivePath('archive') }, { name: label }]} />
      <ArchiveHeader title={`${label}の記事`} />
      <ArchiveMonthNav kind="archive" olderMonth={month.olderMonth} newerMonth={month.newerMonth} indexLabel="月別アーカイブ一覧へ" />
      <ArticleListPageSection
        headingId="archive-articles"
        heading={`${label}の記事一覧`}
        articles={month.items}
        totalCount={month.totalCount}
        currentPage={month.currentPage}
        pageCount={month.pageCount}
        pageSize={PAGE_SIZE.articles}
        pathOfPage={(page) => archivePath('archive', month.yearMonth, page)}
        priorityCount={2}
        sponsored={props.sponsoredCandidates}
      />
    </PageShell>
  );
}
