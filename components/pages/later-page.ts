import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { ComponentType } from 'react';
import { AdExtrasContext } from '@/components/ads/ad-extras-context';
import { AdPlanContext } from '@/components/ads/ad-plan-context';
import { PageClockContext } from '@/components/article-card/page-clock';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';

/** The contexts `_app` and Next give every page, given again to its own root (next/head reads the head manager's). */
const PAGE_CONTEXTS = [AdPlanContext, AdExtrasContext, PageClockContext, HeadManagerContext];

/**
 * A page's view (head and body), whose code is not first-load JavaScript (decision 034): the server
 * renders it in place, the browser hydrates it as a root of its own once the page wants it (decision
 * 033). `load` imports the view; `onServer` is the same component on the server only
 * (`typeof window === 'undefined' ? require(…) : null`). The module that calls this imports the
 * view's stylesheets for side effect (its `// styles-of:` block, kept by scripts/later-part-styles.mjs).
 */
export function laterPage<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | null): ComponentType<P> {
  return hydrateWhenWanted('page', load, onServer, PAGE_CONTEXTS);
}
