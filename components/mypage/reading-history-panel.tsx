import { useState } from 'react';
import { ContentImage } from '@/components/image/content-image';
import { SiteLink } from '@/components/link/site-link';
import { formatJstDateTime } from '@/foundation/format/date';
import { formatReadAt } from '@/foundation/format/read-at';
import { MAX_READING_HISTORY } from '@/foundation/reader/followed-games';
import { clearReadingHistory, readingHistory, restoreReadingHistory, type ReadingHistoryEntry } from '@/lib/client/reader/reading-history-store';
import { useStoredList } from '@/lib/client/reader/use-stored-list';
import { UndoStatus } from './undo-status';
import styles from './mypage-panels.module.scss';

const THUMB = { width: 128, height: 72 } as const;

/** 閲覧履歴: the articles the reader opened, newest first; 履歴を消去 clears it at once, with 元に戻す. */
export function ReadingHistoryPanel() {
  const entries = useStoredList(readingHistory) ?? [];
  const [cleared, setCleared] = useState<readonly ReadingHistoryEntry[] | null>(null);
  // The clock of the moment the panel opened: relative times do not tick (a later entry reads たった今).
  const [now] = useState(() => Date.now());
  return (
    <section className={styles.panel} aria-labelledby="mypage-history">
      <div className={styles.panelHead}>
        <h2 id="mypage-history" className={styles.panelHeading}>
          閲覧履歴
          <span className={styles.count}>{`${entries.length}件`}</span>
        </h2>
        {entries.length > 0 && (
          <button type="button" className={styles.smallButton} onClick={() => setCleared(clearReadingHistory())}>
            履歴を消去
          </button>
        )}
      </div>
      <UndoStatus
        message={cleared && cleared.length > 0 ? `閲覧履歴（${cleared.length}件）を消去しました。` : null}
        onUndo={() => {
          if (cleared) restoreReadingHistory(cleared);
          setCleared(null);
        }}
      />
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <p>{`閲覧履歴はありません。記事を開くと、このブラウザに新しい順で${MAX_READING_HISTORY}件まで記録されます。`}</p>
        </div>
      ) : (
        <ol className={styles.history}>
          {entries.map((entry) => (
            <li key={entry.articleId} className={styles.historyItem}>
              <SiteLink href={entry.href} className={styles.historyLink}>
                <ContentImage src={entry.thumbnailUrl} alt="" width={THUMB.width} height={THUMB.height} className={styles.historyImage} />
                <span className={styles.historyTitle}>{entry.title}</span>
              </SiteLink>
              <time dateTime={new Date(entry.readAt).toISOString()} title={formatJstDateTime(new Date(entry.readAt))} className={styles.date}>
                {formatReadAt(entry.readAt, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
