import styles from './wordmark.module.scss';

/**
 * The プレイノート wordmark: a red "note" with a play triangle and a folded corner, the katakana
 * name and the Latin name small beneath. Drawn in currentColor and colour roles (custom
 * properties), so dark mode and a logo jack's band recolour it. Decorative: the link or heading
 * around it carries the name. Text sizes are units of the
 * 40-unit drawing; textLength pins the text's width whatever system font draws it.
 */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg
      className={className ? `${styles.wordmark} ${className}` : styles.wordmark}
      viewBox="0 0 172 40"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.note} d="M10 2h18l10 10v18a8 8 0 0 1-8 8H10a8 8 0 0 1-8-8V10a8 8 0 0 1 8-8Z" />
      <path className={styles.fold} d="M28 2v6.5a3.5 3.5 0 0 0 3.5 3.5H38Z" />
      <path className={styles.play} d="M15 13.2v13.6a1.2 1.2 0 0 0 1.8 1l10.6-6.8a1.2 1.2 0 0 0 0-2l-10.6-6.8a1.2 1.2 0 0 0-1.8 1Z" />
      <text className={styles.name} x="46" y="24" fontSize="21" textLength="124" lengthAdjust="spacingAndGlyphs">
        プレイノート
      </text>
      <text className={styles.latin} x="47" y="37" fontSize="9" textLength="70" lengthAdjust="spacingAndGlyphs">
        PLAYNOTE
      </text>
    </svg>
  );
}
