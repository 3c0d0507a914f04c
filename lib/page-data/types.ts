import type { AdDevice, AdPageType } from '@/ads/types';
import type { FetchSource } from '@/api-clients/fetch-source';

export type RouteParams = Record<string, string | undefined>;
export type QueryParams = Record<string, string | string[] | undefined>;

/**
 * What one request is, resolved once by the pipeline (lib/page-config/request-context.ts) and
 * handed to the page-data function: the same rule for SSR, the page-props refresh and AMP.
 */
export interface RequestContext {
  /** Route pattern, e.g. `/article/[publicationDate]/[articleId]/`. */
  routePath: string;
  params: RouteParams;
  query: QueryParams;
  /** The reader's device class (spec §5 mobile test): page data is built for this device only. */
  device: AdDevice;
  /** The request's clock: display windows, release windows and `pageMeta.renderedAt`. */
  now: Date;
  /** The requested path without query, e.g. `/preview/article/123/` (what preview tokens sign). */
  requestPath: string;
  /** The route's ad page type (spec §2): which ad space the page loads. */
  adPageType: AdPageType;
  /** On editors-only routes, the preview link's token (checked by the page data); null on every other route. */
  preview: PreviewRequest | null;
}

export interface PreviewRequest {
  /** The `token` query value, when given once. */
  token: string | undefined;
}

export interface PageDataContext extends RequestContext {
  fetchSource: FetchSource;
}

export type PageDataResult<P> =
  | { kind: 'props'; props: P }
  | { kind: 'notFound' }
  | { kind: 'redirect'; destination: string; permanent: boolean }
  /** Access refused (e.g. a preview without a valid token): the error page with this status, no content. */
  | { kind: 'denied'; statusCode: 401 | 403 };

export type PageDataFunction<P> = (context: PageDataContext) => Promise<PageDataResult<P>>;
