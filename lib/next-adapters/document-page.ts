/*
 * Plain documents (robots.txt, the sitemaps, the feeds, the release calendars) answered by a page's
 * getServerSideProps at their public address, rather than by API routes behind `rewrites()`: a
 * rewrite makes Next ship its rewrite resolver to every reader's browser (decision 024). Leans on
 * the pages renderer of Next 16 as the render cache does (render-cache-adapter.ts, points 2 and 3):
 *   1. When getServerSideProps has ended `res` itself, Next sends nothing more for the request.
 *   2. The client router asks for a page's props under /_next/data/ with `x-nextjs-data: 1`; a
 *      non-JSON 404 there makes it load the address itself (a hard navigation), as it does for a
 *      path that is no page, so a link followed in the browser still gets the document.
 * The ETag and the 304 come from the `etag` and `fresh` packages (what Express uses), not from Next.
 * __tests__/e2e/seo-feeds.test.mjs checks 1, 2 and the 304 against the built app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import etag from 'etag';
import fresh from 'fresh';
import { observeResponse } from '@/foundation/metrics/record';
import { answerSent, isNextDataRequest } from './render-cache-adapter';

/** A whole answer: status, headers and text body (robots.txt, a sitemap, a feed, an iCalendar file). */
export interface DocumentAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** What a page's props request gets: there are no props, so the router loads the address itself (2. above). */
const NO_PAGE_DATA: DocumentAnswer = { status: 404, body: 'Not Found\n', headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } };

/** Writes an answer: headers, a strong ETag of the body (304 when the client already holds it), length, body. */
export function writeDocumentAnswer(req: IncomingMessage, res: ServerResponse, answer: DocumentAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.statusCode = answer.status;
  const tag = etag(answer.body);
  // A 304 carries the headers a 200 would (RFC 9110 §15.4.5): they are set above.
  res.setHeader('ETag', tag);
  if (answer.status === 200 && fresh(req.headers, { etag: tag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(answer.body));
  res.end(answer.body);
}

/**
 * The getServerSideProps of a document's address. `answerFor` returns the answer, or null when the
 * path the page file catches is not one of the document's addresses (then the site's 404 page, as
 * for any path that is no page). Responses count in /api/metrics under `route`.
 */
export function documentPageProps(
  route: string,
  answerFor: (context: GetServerSidePropsContext) => Promise<DocumentAnswer> | null,
): GetServerSideProps<Record<string, never>> {
  return async (context) => {
    const { req, res } = context;
    if (isNextDataRequest(req)) {
      writeDocumentAnswer(req, res, NO_PAGE_DATA);
      return answerSent();
    }
    const answer = answerFor(context);
    if (answer === null) return { notFound: true };
    observeResponse(route, req.method, res);
    writeDocumentAnswer(req, res, await answer);
    return answerSent();
  };
}
