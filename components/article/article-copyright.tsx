import styles from './article-parts.module.scss';

/** The article's copyright lines (publishers' notices), line breaks kept. */
export function ArticleCopyright({ copyright }: { copyright: string | null }) {
  return copyright ? <p className={styles.copyright}>{copyright}</p> : null;
}
