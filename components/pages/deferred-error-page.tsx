import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type * as ErrorPageModule from './error-page';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';
import './error-page.styles';

/**
 * The 404 and error page as `_app` (an error answer's props) and the error routes render it: server
 * HTML, head included, that hydrates when the page wants its code (decisions 033 and 034). Not
 * first-load code on any route.
 */
export const DeferredErrorPage = hydrateWhenWanted(
  'error-page',
  () => import('./error-page').then((module) => module.ErrorPage),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, see hydrateWhenWanted
  typeof window === 'undefined' ? (require('./error-page') as typeof ErrorPageModule).ErrorPage : null,
  [HeadManagerContext],
);
