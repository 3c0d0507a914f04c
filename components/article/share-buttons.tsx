import { buildShareLinks } from '@/lib/share-links';
import styles from './share-buttons.module.scss';

export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <ul className={styles.share} aria-label="この記事をシェア">
      {buildShareLinks(url, title).map((link) => (
        <li key={link.service}>
          <a href={link.href} target="_blank" rel="noopener" data-service={link.service}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
