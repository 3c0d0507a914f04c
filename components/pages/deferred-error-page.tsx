import type * as ErrorPageModule from './error-page';
import type { ErrorPageProps } from './error-page';
import { ErrorPageHead } from './error-page-head';
import { hydrateWhenWanted } from '@/lib/client/hydrate-when-wanted';
import './error-page.styles';

// Not first-load code on any route: an error page's body hydrates after the page (decision 033).
const ErrorPageBody = hydrateWhenWanted(
  'error-page',
  () => import('./error-page').then((module) => module.ErrorPage),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch, see hydrateWhenWanted
  typeof window === 'undefined' ? (require('./error-page') as typeof ErrorPageModule).ErrorPage : null,
);

/**
 * The 404 and error page as `_app` (an error answer's props) and the error routes render it: the
 * title at once, the rest as server HTML that hydrates when the page wants its code.
 */
export function DeferredErrorPage(props: ErrorPageProps) {
  return (
    <>
      <ErrorPageHead statusCode={props.statusCode} />
      <ErrorPageBody {...props} />
    </>
  );
}
