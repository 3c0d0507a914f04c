import { Fragment } from 'react';
import { splitAtBreaks, type PhraseBreaks } from '@/foundation/format/headline-phrases';
import styles from './phrased-text.module.scss';

/**
 * A Japanese headline that wraps between phrases: its segments joined by `<wbr>` (the breaks come
 * from the server, so no phrase parser reaches the browser and hydration matches). The text is
 * the headline itself, so it reads and copies as plain text.
 */
export function PhrasedText({ text, breaks }: { text: string; breaks?: PhraseBreaks }) {
  const segments = splitAtBreaks(text, breaks);
  if (segments.length === 1) return <>{text}</>;
  return (
    <span className={styles.phrased}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}
