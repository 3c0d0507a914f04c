import styles from './article-badges.module.scss';
import type { LiveState } from '@/api-clients/schemas/common';
import { useIsNewArticle } from './page-clock';

interface ArticleBadgesProps {
  publishedAt: string;
  isVideo: boolean;
  /** A live article (issue 36): ライブ while it is live (the header says when it has ended: LiveEndedBadge). */
  liveState?: LiveState | null;
  size?: 'small' | 'large';
}

/** The ライブ, NEW (published within 24 hours) and 動画 (video article) badges of a card or header. */
export function ArticleBadges({ publishedAt, isVideo, liveState, size = 'small' }: ArticleBadgesProps) {
  const isLive = liveState === 'live';
  const isNew = useIsNewArticle(publishedAt) && !liveState;
  if (!isNew && !isVideo && !isLive) return null;
  return (
    <span className={styles.badges} data-size={size}>
      {isLive && (
        <span className={styles.badge} data-badge="live">
          ライブ
        </span>
      )}
      {isNew && (
        <span className={styles.badge} data-badge="new">
          NEW
        </span>
      )}
      {isVideo && (
        <span className={styles.badge} data-badge="video">
          <svg viewBox="0 0 12 12" width="8" height="8" aria-hidden="true" focusable="false">
            <path d="M2 1l9 5-9 5z" fill="currentColor" />
          </svg>
          動画
        </span>
      )}
    </span>
  );
}

/** An ended live article's header (a static island, so this never reaches the browser). */
export function LiveEndedBadge() {
  return (
    <span className={styles.badges} data-size="large">
      <span className={styles.badge} data-badge="ended">
        ライブ終了
      </span>
    </span>
  );
}
