import { buildShareLinks } from '@/foundation/site/share-links';
import { ShareIcon } from './share-icons';
import styles from './share-buttons.module.scss';

/**
 * The share services' links as round icon buttons, each with its full label for screen readers and
 * as a tooltip: plain links, so on HTML pages they are a static island (article-page-islands.tsx)
 * and ShareButtons adds beside them what needs script.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <ul className={styles.share} aria-label="この記事をシェア">
      {buildShareLinks(url, title).map((link) => (
        <li key={link.service}>
          <a href={link.href} target="_blank" rel="noopener" data-service={link.service} title={link.label} className={styles.button}>
            <ShareIcon service={link.service} />
            <span className="visually-hidden">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
