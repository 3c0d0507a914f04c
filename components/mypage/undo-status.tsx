import styles from './mypage-panels.module.scss';

/** A live status line: what was just removed, with 元に戻す (nothing is asked before a removal; it can be taken back). */
export function UndoStatus({ message, onUndo }: { message: string | null; onUndo: () => void }) {
  return (
    <div role="status" className={styles.status}>
      {message !== null && (
        <>
          {message}
          <button type="button" className={styles.linkButton} onClick={onUndo}>
            元に戻す
          </button>
        </>
      )}
    </div>
  );
}
