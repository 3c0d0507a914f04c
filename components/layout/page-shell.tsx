import type { ReactNode } from 'react';
import type { LayoutData } from '@/lib/routes/layout-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-shell.module.scss';

interface PageShellProps {
  layout: LayoutData | undefined;
  children: ReactNode;
  /** Right rail (PC beside the main column, SP below it). */
  rail?: ReactNode;
}

export function PageShell({ layout, children, rail }: PageShellProps) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        本文へスキップ
      </a>
      <SiteHeader layout={layout} />
      <div className={styles.columns} data-has-rail={rail ? 'true' : 'false'}>
        <main id="main" className={styles.main}>
          {children}
        </main>
        {rail && (
          <aside className={styles.rail} aria-label="サイドバー">
            {rail}
          </aside>
        )}
      </div>
      <SiteFooter layout={layout} />
    </>
  );
}
