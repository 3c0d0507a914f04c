import { getServerEnv } from '@/foundation/env/server-env';
import { createPreviewArticlePageData, createPreviewSpecialPageData } from '@/lib/page-data/preview';
import { definePage, type PageConfigGroup, type PageOptions } from '../define-page';

/** PREVIEW_SECRET, read per request; previews answer 404 while it is not configured. */
const readPreviewSecret = () => getServerEnv().PREVIEW_SECRET;

/** Private (no-store, noindex, no refresh, not on the page-props endpoint); `token` is the signed link, `page` the body page. */
const PREVIEW_OPTIONS: PageOptions = { isPrivate: true, queryKeys: ['token', 'page'] };

const previewArticle = createPreviewArticlePageData(readPreviewSecret);
const previewSpecial = createPreviewSpecialPageData(readPreviewSecret);

/** Editors' previews (spec §2, §6; docs/decisions/007-previews.md). */
export const PREVIEW_PAGES: PageConfigGroup = {
  '/preview/article/[articleId]/': definePage('PREVIEW', previewArticle, PREVIEW_OPTIONS),
  '/preview/article/[articleId]/[version]/': definePage('PREVIEW', previewArticle, PREVIEW_OPTIONS),
  '/preview/special/[matomeDirectoryName]/': definePage('PREVIEW', previewSpecial, PREVIEW_OPTIONS),
  '/preview/special/[matomeDirectoryName]/[articleId]/': definePage('PREVIEW', previewSpecial, PREVIEW_OPTIONS),
  '/preview/special/[matomeDirectoryName]/[articleId]/[version]/': definePage('PREVIEW', previewSpecial, PREVIEW_OPTIONS),
};
