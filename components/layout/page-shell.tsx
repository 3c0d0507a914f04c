import type { ReactNode } from 'react';
import { AdRegion } from '@/components/ads/ad-region';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-shell.module.scss';

interface PageShellProps {
  layout: LayoutData | undefined;
  children: ReactNode;
  /** Right rail (PC beside the main column, SP below it). */
  rail?: ReactNode;
}

/** Header, main column, optional rail and footer, with the page's ad regions in between. */
export function PageShell({ layout, children, rail }: PageShellProps) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        本文へスキップ
      </a>
      <SiteHeader layout={layout} />
      <AdRegion region="header" />
      <div className={styles.columns} data-has-rail={rail ? 'true' : 'false'}>
        <main id="main" className={styles.main}>
          <AdRegion region="main-top" />
          {children}
          <AdRegion region="main-bottom" />
        </main>
        {rail && (
          <aside className={styles.rail} aria-label="サイドバー">
            <AdRegion region="rail" />
            {rail}
          </aside>
        )}
      </div>
      <AdRegion region="footer" />
      <SiteFooter layout={layout} />
      <BackToTop />
    </>
  );
}
