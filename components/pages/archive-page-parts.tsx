import { SiteLink } from '@/components/link/site-link';
import { formatNumber } from '@/foundation/format/number';
import type { ArchiveKind, ArchiveYear } from '@/lib/page-data/archive';
import { archivePath } from '@/foundation/paths/archive';
import { EMPTY_LIST_MESSAGE } from './article-list-page-section';
import styles from './archive-page-parts.module.scss';

/** `202607` → `2026年7月`. */
export function formatYearMonth(yearMonth: string): string {
  return `${Number(yearMonth.slice(0, 4))}年${Number(yearMonth.slice(4))}月`;
}

/** The h1 of an archive page with an optional lead text. */
export function ArchiveHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </>
  );
}

/** The month-by-month index of an archive: a section per year, a link per month with its article count. */
export function ArchiveYears({ kind, years }: { kind: ArchiveKind; years: ArchiveYear[] }) {
  if (years.length === 0) return <p className={styles.empty}>{EMPTY_LIST_MESSAGE}</p>;
  return (
    <div className={styles.years}>
      {years.map(({ year, total, months }) => (
        <section key={year} className={styles.year} aria-labelledby={`${kind}-year-${year}`}>
          <h2 id={`${kind}-year-${year}`}>
            {year}年<span className={styles.total}>（{formatNumber(total)}件）</span>
          </h2>
          <ul className={styles.months}>
            {months.map(({ yearMonth, month, count }) => (
              <li key={yearMonth}>
                <SiteLink href={archivePath(kind, yearMonth)}>
                  <span className="visually-hidden">{year}年</span>
                  {month}月
                </SiteLink>
                <span className={styles.count}>{formatNumber(count)}件</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface ArchiveMonthNavProps {
  kind: ArchiveKind;
  olderMonth: string | null;
  newerMonth: string | null;
  indexLabel: string;
}

/** Links to the neighbouring months that have articles and back to the month index. */
export function ArchiveMonthNav({ kind, olderMonth, newerMonth, indexLabel }: ArchiveMonthNavProps) {
  return (
    <nav aria-label="月の移動" className={styles.monthNav}>
      <ul>
        {newerMonth && (
          <li>
            <SiteLink href={archivePath(kind, newerMonth)}>{formatYearMonth(newerMonth)}（新しい月）</SiteLink>
          </li>
        )}
        {olderMonth && (
          <li>
            <SiteLink href={archivePath(kind, olderMonth)}>{formatYearMonth(olderMonth)}（古い月）</SiteLink>
          </li>
        )}
        <li>
          <SiteLink href={archivePath(kind)}>{indexLabel}</SiteLink>
        </li>
      </ul>
    </nav>
  );
}
