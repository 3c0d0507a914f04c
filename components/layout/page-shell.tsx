import type { ReactNode } from 'react';
import type { AdRegion as AdRegionName } from '@/ads/slot-placement';
import { AdRegion } from '@/components/ads/ad-region';
import { OutOfFlowAds } from '@/components/ads/out-of-flow-ads';
import { SectionAdRegion } from '@/components/ads/section-ad-region';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';
import { DeferredBackToTop } from './deferred-back-to-top';
import type * as SiteFooterModule from './site-footer';
import type * as SiteHeaderModule from './site-header';
import styles from './page-shell.module.scss';
import './page-shell-parts.styles';

interface PageShellProps {
  layout: LayoutData | undefined;
  children: ReactNode;
  /** Right rail (PC beside the main column, SP below it). */
  rail?: ReactNode;
}

// Server HTML at first paint; their code (menus, search suggestions, navigation) follows (decision 033).
/* eslint-disable @typescript-eslint/no-require-imports -- server-only branches, see hydrateWhenWanted */
const SiteHeader = hydrateWhenWanted(
  'site-header',
  () => import('./site-header').then((module) => module.SiteHeader),
  typeof window === 'undefined' ? (require('./site-header') as typeof SiteHeaderModule).SiteHeader : null,
);
const SiteFooter = hydrateWhenWanted(
  'site-footer',
  () => import('./site-footer').then((module) => module.SiteFooter),
  typeof window === 'undefined' ? (require('./site-footer') as typeof SiteFooterModule).SiteFooter : null,
);
/* eslint-enable @typescript-eslint/no-require-imports */

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
      <SiteFooter layout={layout} />
      <DeferredBackToTop />
    </>
  );
}
