import { PageClockContext } from '@/components/article-card/page-clock';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';
import type * as ArticleHeaderModule from './article-header';
import './article-header.styles';

/**
 * The article's header, hydrated after the page (decision 033): links, dates and badges with no
 * first-paint work; its NEW badge reads the request's clock, given to its root again. The AMP
 * document renders ArticleHeader itself.
 */
export const DeferredArticleHeader = hydrateWhenWanted(
  'article-header',
  () => import('./article-header').then((module) => module.ArticleHeader),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, see hydrateWhenWanted
  typeof window === 'undefined' ? (require('./article-header') as typeof ArticleHeaderModule).ArticleHeader : null,
  [PageClockContext],
);
