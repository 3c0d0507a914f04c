import { createContext, useContext, type ReactNode } from 'react';
import { isNewArticle } from '@/foundation/format/article-badges';

/**
 * The request's clock (`pageMeta.renderedAt`, the request context's `now`), provided once for
 * the page, so every NEW badge is decided by the same instant on the server and in the browser.
 */
const PageClockContext = createContext<string | null>(null);

export function PageClockProvider({ renderedAt, children }: { renderedAt: string | undefined; children: ReactNode }) {
  return <PageClockContext.Provider value={renderedAt ?? null}>{children}</PageClockContext.Provider>;
}

/** NEW at the page's clock; never without one (error pages, the AMP document). */
export function useIsNewArticle(publishedAt: string): boolean {
  const renderedAt = useContext(PageClockContext);
  return renderedAt !== null && isNewArticle(publishedAt, new Date(renderedAt));
}
