import type { ReactNode } from 'react';
import type { AdRegion as AdRegionName } from '@/ads/slot-placement';
import { AdRegion } from '@/components/ads/ad-region';
import { OutOfFlowAds } from '@/components/ads/out-of-flow-ads';
import { SectionAdRegion } from '@/components/ads/section-ad-region';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { DeferredBackToTop } from './deferred-back-to-top';
import { useLayoutChrome } from './layout-chrome';
import './layout-islands.styles';
import { SiteHeader } from './site-header';
import styles from './page-shell.module.scss';

interface PageShellProps {
  layout: LayoutData | undefined;
  children: ReactNode;
  /** Right rail (PC beside the main column, SP below it). */
  rail?: ReactNode;
}

/** A region's GPT slots, then the section-based providers' slots placed there. */
function Ads({ region }: { region: AdRegionName }) {
  return (
    <>
      <AdRegion region={region} />
      <SectionAdRegion region={region} />
    </>
  );
}

/**
 * Header, main column, optional rail and footer, with the page's ad regions in between; the
 * out-of-flow slots (overlay, background jacks) first: fixed boxes that take no space. The
 * back-to-top button comes with the first scroll (it shows only 1.5 screens down).
 */
export function PageShell({ layout, children, rail }: PageShellProps) {
  const { footer } = useLayoutChrome();
  return (
    <>
      <a href="#main" className={styles.skip}>
        本文へスキップ
      </a>
      <OutOfFlowAds />
      <SiteHeader layout={layout} />
      <Ads region="header" />
      <div className={styles.columns} data-has-rail={rail ? 'true' : 'false'}>
        <main id="main" className={styles.main}>
          <Ads region="main-top" />
          {children}
          <Ads region="main-bottom" />
        </main>
        {rail && (
          <aside className={styles.rail} aria-label="サイドバー">
            <Ads region="rail" />
            {rail}
          </aside>
        )}
      </div>
      <Ads region="footer" />
      {footer}
      <DeferredBackToTop />
    </>
  );
}
