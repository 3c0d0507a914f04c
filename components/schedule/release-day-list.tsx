import { SiteLink } from '@/components/link/site-link';
import type { ReleaseCalendar } from '@/api-clients/schemas/schedule';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { paths } from '@/foundation/paths';
import { formatMonthDay } from '@/foundation/schedule/year-month';
import { releaseDayAnchor } from './release-calendar';
import styles from './release-day-list.module.scss';

/** One section per release day: the date heading, then each title with its details. */
export function ReleaseDayList({ titleGroups }: { titleGroups: ReleaseCalendar['titleGroups'] }) {
  return (
    <>
      {titleGroups.map((group) => {
        const anchor = releaseDayAnchor(group.releaseDate);
        return (
          <section key={group.releaseDate} id={anchor} aria-labelledby={`${anchor}-heading`} className={styles.day}>
            <h2 id={`${anchor}-heading`}>
              <time dateTime={group.releaseDate}>{formatMonthDay(group.releaseDate)}</time>
            </h2>
            <ul className={styles.titles}>
              {group.titles.map((title) => (
                <li key={`${title.gameId}-${title.platform.code}`} className={styles.title}>
                  <ContentImage
                    src={title.thumbnailUrl}
                    alt=""
                    width={THUMBNAIL.small.width}
                    height={THUMBNAIL.small.height}
                    sizes="(min-width: 768px) 160px, 112px"
                    className={styles.thumbnail}
                  />
                  <div className={styles.text}>
                    <h3 className={styles.name}>
                      {title.isNewTitle && <span className={styles.badge}>新作</span>}
                      <SiteLink href={paths.game(title.gameId)}>{title.name}</SiteLink>
                    </h3>
                    <dl className={styles.details}>
                      <div>
                        <dt>機種</dt>
                        <dd>{title.platform.nameJa}</dd>
                      </div>
                      <div>
                        <dt>メーカー</dt>
                        <dd>{title.maker}</dd>
                      </div>
                      <div>
                        <dt>ジャンル</dt>
                        <dd>{title.genre}</dd>
                      </div>
                      <div>
                        <dt>価格</dt>
                        <dd>{title.price}</dd>
                      </div>
                    </dl>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
