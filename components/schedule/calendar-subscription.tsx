import { CALENDAR_FEED_MONTH_COUNT, scheduleCalendarPath } from '@/foundation/paths/calendar';
import { googleCalendarSubscribeUrl, webcalUrl } from '@/foundation/paths/calendar-subscription';
import { ALL_PLATFORMS } from '@/foundation/schedule/platforms';
import { absoluteUrl } from '@/foundation/site/site-url';
import styles from './calendar-subscription.module.scss';

interface CalendarSubscriptionProps {
  platform: { code: string; nameJa: string };
}


/**
 * 「カレンダーに登録」: the schedule's iCalendar feed for the platform shown (every platform on the
 * all view) as a subscription (webcal:, Google Calendar) and as a file (https). The addresses are
 * absolute on the public site URL, which a calendar app needs (decision 023).
 */
export function CalendarSubscription({ platform }: CalendarSubscriptionProps) {
  const feedUrl = absoluteUrl(scheduleCalendarPath(platform.code));
  const subscribeUrl = webcalUrl(feedUrl);
  const target = platform.code === ALL_PLATFORMS ? 'すべての機種' : platform.nameJa;
  return (
    <section aria-labelledby="calendar-subscription-heading" className={styles.box}>
      <h2 id="calendar-subscription-heading" className={styles.heading}>
        カレンダーに登録
      </h2>
      <p className={styles.lead}>
        {target}の発売日（今月から{CALENDAR_FEED_MONTH_COUNT}か月分）を、お使いのカレンダーアプリに表示できます。登録すると新しい発売日も自動で反映されます。
      </p>
      <ul className={styles.actions}>
        <li>
          <a href={subscribeUrl} className={styles.primary} data-calendar-link="subscribe">
            カレンダーアプリで購読
          </a>
        </li>
        <li>
          <a href={googleCalendarSubscribeUrl(subscribeUrl)} target="_blank" rel="noopener noreferrer" className={styles.secondary} data-calendar-link="google">
            Googleカレンダーに追加<span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        </li>
        <li>
          <a href={feedUrl} type="text/calendar" className={styles.secondary} data-calendar-link="file">
            iCalendar（.ics）
          </a>
        </li>
      </ul>
    </section>
  );
}
