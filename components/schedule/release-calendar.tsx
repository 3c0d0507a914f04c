import { buildMonthCalendar, CALENDAR_WEEKDAY_LABELS } from '@/foundation/schedule/calendar-grid';
import styles from './release-calendar.module.scss';

interface ReleaseCalendarProps {
  year: number;
  month: number;
  /** Days (`YYYY-MM-DD`) that have releases. */
  releaseDates: readonly string[];
  /** Days that have a title group on the page (link targets `#day-YYYY-MM-DD`). */
  linkedDates: readonly string[];
  /** Today in Japan time, `YYYY-MM-DD`. */
  today: string;
}

/** Anchor id of a day's title group. */
export function releaseDayAnchor(date: string): string {
  return `day-${date}`;
}

/** A month calendar, weeks starting on Sunday (spec §9); release days link to their titles. */
export function ReleaseCalendar({ year, month, releaseDates, linkedDates, today }: ReleaseCalendarProps) {
  const releases = new Set(releaseDates);
  const linked = new Set(linkedDates);
  return (
    <div className={styles.scroll}>
      <table className={styles.calendar}>
        <caption className="visually-hidden">
          {year}年{month}月の発売日カレンダー
        </caption>
        <thead>
          <tr>
            {CALENDAR_WEEKDAY_LABELS.map((label, weekday) => (
              <th key={label} scope="col" data-weekday={weekday}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buildMonthCalendar(year, month).map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) =>
                cell === null ? (
                  <td key={`blank-${column}`} data-blank="true" />
                ) : (
                  <td
                    key={cell.date}
                    data-weekday={cell.weekday}
                    data-release={releases.has(cell.date) ? 'true' : undefined}
                    aria-current={cell.date === today ? 'date' : undefined}
                  >
                    {releases.has(cell.date) && linked.has(cell.date) ? (
                      <a href={`#${releaseDayAnchor(cell.date)}`}>
                        {cell.day}
                        <span className="visually-hidden">日の発売タイトルへ</span>
                      </a>
                    ) : (
                      <span>{cell.day}</span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
