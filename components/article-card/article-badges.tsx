import styles from './article-badges.module.scss';
import type { LiveState } from '@/api-clients/schemas/common';
import { useIsNewArticle } from './page-clock';

interface ArticleBadgesProps {
  publishedAt: string;
  isVideo: boolean;
  /** A live article (issue 36): ライブ while it is live; the header also says when it has ended. */
  liveState?: LiveState | null;
  size?: 'small' | 'large';
}

/** The ライブ, NEW (published within 24 hours) and 動画 (video article) badges of a card or header. */
export function ArticleBadges({ publishedAt, isVideo, liveState = null, size = 'small' }: ArticleBadgesProps) {
  const isNew = useIsNewArticle(publishedAt) && liveState === null;
  // An ended event is no news on a card; the header says it has ended.
  const live = liveState === 'live' || (liveState === 'ended' && size === 'large') ? liveState : null;
  if (!isNew && !isVideo && !live) return null;
  return (
    <span className={styles.badges} data-size={size}>
      {live && (
        <span className={styles.badge} data-badge={live}>
          {live === 'live' ? 'ライブ' : 'ライブ終了'}
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
