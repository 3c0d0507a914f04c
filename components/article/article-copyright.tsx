import { usePartClasses } from '@/components/leaves/leaves-context';
import styles from './article-parts.module.scss';

/** The article's copyright lines (publishers' notices), line breaks kept. */
export function ArticleCopyright({ copyright }: { copyright: string | null }) {
  const cls = usePartClasses(styles);
  return copyright ? <p className={cls.copyright}>{copyright}</p> : null;
}
