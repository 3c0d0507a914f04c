import { SiteLink } from '@/components/link/site-link';
import { paths } from '@/foundation/paths';
import { parseYearMonth, yearMonthKey } from '@/foundation/schedule/year-month';
import styles from './month-navigation.module.scss';

interface MonthNavigationProps {
  platform: string;
  year: number;
  month: number;
  years: number[];
  months: number[];
  previousMonth: string | null;
  nextMonth: string | null;
}

function monthLabel(key: string): string {
  const parsed = parseYearMonth(key);
  return parsed ? `${parsed.year}年${parsed.month}月` : key;
}

/** Previous/next month, then the years and months of the calendar; the displayed ones are marked. */
export function MonthNavigation({ platform, year, month, years, months, previousMonth, nextMonth }: MonthNavigationProps) {
  return (
    <nav aria-label="年月の切り替え" className={styles.navigation}>
      <div className={styles.steps}>
        {previousMonth && (
          <SiteLink href={paths.schedule(platform, previousMonth)} rel="prev" aria-label={`前の月（${monthLabel(previousMonth)}）`}>
            ‹ 前の月
          </SiteLink>
        )}
        {nextMonth && (
          <SiteLink href={paths.schedule(platform, nextMonth)} rel="next" aria-label={`次の月（${monthLabel(nextMonth)}）`}>
            次の月 ›
          </SiteLink>
        )}
      </div>
      <ul aria-label="年" className={styles.list}>
        {years.map((candidate) => (
          <li key={candidate}>
            {candidate === year ? (
              <span aria-current="page">{candidate}年</span>
            ) : (
              <SiteLink href={paths.schedule(platform, yearMonthKey({ year: candidate, month }))}>{candidate}年</SiteLink>
            )}
          </li>
        ))}
      </ul>
      <ul aria-label="月" className={styles.list}>
        {months.map((candidate) => (
          <li key={candidate}>
            {candidate === month ? (
              <span aria-current="page">{candidate}月</span>
            ) : (
              <SiteLink href={paths.schedule(platform, yearMonthKey({ year, month: candidate }))}>{candidate}月</SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
