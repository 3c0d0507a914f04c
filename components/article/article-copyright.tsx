import { useLeaves } from '@/components/leaves/leaves';
import styles from './article-copyright.module.scss';

/** The article's copyright lines (publishers' notices), line breaks kept. */
export function ArticleCopyright({ copyright }: { copyright: string | null }) {
  const { classes } = useLeaves();
  return copyright ? <p className={classes(styles).copyright}>{copyright}</p> : null;
}
