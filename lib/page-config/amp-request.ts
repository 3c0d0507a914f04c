import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { createGetServerSideProps, handlePageRequest, type PageAnswerProps, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import { AMP_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import type { AmpDocumentProps } from '@/lib/amp/amp-article-data';

/** Renders the AMP HTML document of an article. */
export type AmpArticleRenderer = (props: AmpDocumentProps) => string;

export interface AmpRequestOptions extends Omit<PageRequestOptions, 'renderDocument'> {
  render: AmpArticleRenderer;
}

/*
 * The AMP twin goes through the same pipeline as every page (lib/page-config/server-side-props.ts):
 * the same request context, headers and error mapping. Only its answer differs: the AMP document
 * must not pass through _app/_document (AMP allows none of Next's scripts), so the pipeline writes
 * the rendered document itself. 404s, redirects and failures answer as on every page.
 */
const asDocument = (render: AmpArticleRenderer) => (props: unknown) => render(props as AmpDocumentProps);

type AmpContext = Pick<GetServerSidePropsContext, 'params' | 'query' | 'res'> & { resolvedUrl?: string };

/** One AMP request from a Next context (tests). */
export function handleAmpArticleRequest(context: AmpContext, { render, ...options }: AmpRequestOptions): Promise<GetServerSidePropsResult<PageAnswerProps>> {
  return handlePageRequest(AMP_ARTICLE_ROUTE.pattern, context, { ...options, renderDocument: asDocument(render) });
}

/** getServerSideProps of pages/article/amp/[publicationDate]/[articleId].tsx. */
export function createAmpGetServerSideProps(route: typeof AMP_ARTICLE_ROUTE, render: AmpArticleRenderer): GetServerSideProps<PageAnswerProps> {
  return createGetServerSideProps(route, { renderDocument: asDocument(render) });
}
