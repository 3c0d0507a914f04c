import { SiteLink } from '@/components/link/site-link';
import { ServerHtml, serverHtmlAttributes } from '@/components/server-html/server-html';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';
import { OUTBOUND_LINKS } from '@/foundation/site/site-config';
import { Wordmark } from './wordmark';
import styles from './site-footer.module.scss';

export function SiteFooter({ layout }: { layout: LayoutData | undefined }) {
  const commonParts = layout?.commonParts;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.logo}>
            <Wordmark className={styles.wordmark} />
            <span className="visually-hidden">プレイノート</span>
          </p>
          <p className={styles.tagline}>ゲームの「いま」がわかるニュースサイト</p>
        </div>
        {commonParts?.footerNavigation === null ? (
          <ServerHtml id="footer-navigation" className={styles.groups} />
        ) : (
          <div className={styles.groups} {...serverHtmlAttributes('footer-navigation')}>
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
                          <SiteLink href={href}>{link.label}</SiteLink>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <ul className={styles.external} aria-label="公式アカウント・運営情報">
          {OUTBOUND_LINKS.map((link) => (
            <li key={link.key}>
              <a href={link.url} rel="noopener" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          <small>© Playnote. 掲載の記事・写真・イラストの無断転載を禁じます。</small>
        </p>
      </div>
    </footer>
  );
}
