import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAmpLeaves } from '@/components/leaves/leaves-context';
import styles from './share-buttons.module.scss';

/** How long the copy status stays on screen. */
export const COPY_STATUS_MS = 4000;

export const COPY_DONE_MESSAGE = 'リンクをコピーしました';
export const COPY_FAILED_MESSAGE = 'コピーできませんでした。下のURLをコピーしてください';

const noSubscription = () => () => {};

/** A line icon in the share buttons' 24 px grid, drawn in the text colour. */
function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

/** The system share sheet, where a phone has one: a touch screen and the Web Share API. */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Round icon buttons; each keeps its full label for screen readers and as a tooltip. After the
 * service links (`links`: ShareLinks, plain links that work before any script; on HTML pages a
 * static island): copy the link (the status is announced) and, on phones, the system share sheet,
 * both once the script runs. The AMP twin runs no script of ours, so it gets the service links only.
 */
export function ShareButtons({ url, title, links }: { url: string; title: string; links: ReactNode }) {
  const amp = useAmpLeaves();
  // False on the server and during hydration, so the markup matches; then the browser's answer.
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  // The copy button needs script: it appears once the script runs, never as a button that does
  // nothing (at the row's end, so nothing moves).
  const scriptRuns = useSyncExternalStore(noSubscription, () => true, () => false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const urlField = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (copy === 'failed') urlField.current?.select();
  }, [copy]);

  const copyLink = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), COPY_STATUS_MS);
    } catch {
      // No clipboard (an old browser, an insecure origin) or permission refused: the reader copies by hand.
      setCopy('failed');
    }
  };
  const share = () => navigator.share({ title, url }).catch(() => undefined); // cancelled: nothing to do

  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        {links}
        {!amp && (scriptRuns || canShare) && (
          <ul className={styles.share} aria-label="リンクを共有">
            {scriptRuns && (
              <li>
                <button type="button" onClick={copyLink} title="リンクをコピー" className={styles.button} data-service="copy">
                  <LineIcon d="M10 14l4-4m-5-3l2-2a4 4 0 016 6l-2 2m-2 4l-2 2a4 4 0 01-6-6l2-2" />
                  <span className="visually-hidden">リンクをコピー</span>
                </button>
              </li>
            )}
            {canShare && (
              <li>
                <button type="button" onClick={share} title="その他のアプリで共有" className={styles.button} data-service="native">
                  <LineIcon d="M12 15V3m-4 4l4-4 4 4M8 11H5v10h14V11h-3" />
                  <span className="visually-hidden">その他のアプリで共有</span>
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      {!amp && (
        <p role="status" className={styles.status} data-state={copy}>
          {copy === 'copied' && COPY_DONE_MESSAGE}
          {copy === 'failed' && COPY_FAILED_MESSAGE}
        </p>
      )}
      {copy === 'failed' && <input ref={urlField} type="text" readOnly value={url} aria-label="この記事のURL" className={styles.url} onFocus={(event) => event.currentTarget.select()} />}
    </div>
  );
}
