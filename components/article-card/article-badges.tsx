import styles from './article-badges.module.scss';
import { useIsNewArticle } from './page-clock';

/** The NEW (published within 24 hours) and 動画 (video article) badges of a card or header. */
export function ArticleBadges({ publishedAt, isVideo, size = 'small' }: { publishedAt: string; isVideo: boolean; size?: 'small' | 'large' }) {
  const isNew = useIsNewArticle(publishedAt);
  if (!isNew && !isVideo) return null;
  return (
    <span className={styles.badges} data-size={size}>
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
