import Link from 'next/link';
import type { LayoutData } from '@/lib/routes/layout-data';
import { isExternalHref, safeHref } from '@/lib/safe-url';
import styles from './site-footer.module.scss';

const EXTERNAL_LINK_LABELS = {
  x: 'X（旧Twitter）',
  youtube: 'YouTube',
  app: 'プレイノートアプリ',
  career: '採用情報',
  privacy: 'プライバシーポリシー',
  mediaGuide: '媒体資料',
} as const;

export function SiteFooter({ layout }: { layout: LayoutData | undefined }) {
  const commonParts = layout?.commonParts;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {commonParts?.footerNavigation.map((group) => (
          <section key={group.heading} className={styles.group}>
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map((link) => {
                const href = safeHref(link.url);
                if (!href) return null;
                return (
                  <li key={`${link.label}-${href}`}>
                    {isExternalHref(href) ? (
                      <a href={href} rel="noopener" target="_blank">
                        {link.label}
                      </a>
                    ) : (
                      <Link href={href}>{link.label}</Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {commonParts && (
          <ul className={styles.external}>
            {(Object.keys(EXTERNAL_LINK_LABELS) as (keyof typeof EXTERNAL_LINK_LABELS)[]).map((key) => (
              <li key={key}>
                <a href={commonParts.externalLinks[key]} rel="noopener" target="_blank">
                  {EXTERNAL_LINK_LABELS[key]}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.copyright}>© Playnote. 掲載の記事・写真・イラストの無断転載を禁じます。</p>
      </div>
    </footer>
  );
}
