import { SiteLink } from '@/components/link/site-link';
import { SCHEDULE_PLATFORMS } from '@/foundation/site/categories';
import { paths } from '@/foundation/paths';
import styles from './platform-filter.module.scss';

interface PlatformFilterProps {
  currentPlatform: string;
  /** `YYYYMM` kept when switching platforms. */
  yearMonth: string;
}

/** Links to the same month for every platform filter; the current one is marked. */
export function PlatformFilter({ currentPlatform, yearMonth }: PlatformFilterProps) {
  return (
    <nav aria-label="機種で絞り込む" className={styles.filter}>
      <ul>
        {SCHEDULE_PLATFORMS.map((platform) => (
          <li key={platform.code}>
            {platform.code === currentPlatform ? (
              <span aria-current="page">{platform.nameJa}</span>
            ) : (
              <SiteLink href={paths.schedule(platform.code, yearMonth)}>{platform.nameJa}</SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
