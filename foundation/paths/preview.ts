// No node: imports here: views build their links with these (token.ts signs on the server only).

/**
 * The editors' preview addresses (spec §2):
 * `/preview/article/{articleId}/`, `/preview/article/{articleId}/{version}/`,
 * `/preview/special/{matomeDirectoryName}/`, `/preview/special/{dir}/{articleId}/`,
 * `/preview/special/{dir}/{articleId}/{version}/`.
 */
const PREVIEW_PATH = /^\/preview\/(?:article\/\d{1,12}(?:\/[1-9]\d{0,8})?|special\/[a-z0-9-]{1,64}(?:\/\d{1,12}(?:\/[1-9]\d{0,8})?)?)\/$/;

/**
 * The path a token signs: query and fragment dropped, a trailing slash added (spec §2), so
 * `/preview/article/123`, `/preview/article/123/` and `/preview/article/123/?page=2` sign the same.
 */
export function normalisePreviewPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.endsWith('/') ? bare : `${bare}/`;
}

/** Whether a site path (query ignored, trailing slash optional) is one of the preview addresses. */
export function isPreviewPath(path: string): boolean {
  return PREVIEW_PATH.test(normalisePreviewPath(path));
}

export const previewPaths = {
  article: (articleId: string, version?: string | null) => `/preview/article/${articleId}/${version ? `${version}/` : ''}`,
  special: (directoryName: string, articleId?: string | null, version?: string | null) =>
    `/preview/special/${directoryName}/${articleId ? `${articleId}/${version ? `${version}/` : ''}` : ''}`,
} as const;

/**
 * A body page of a preview, keeping its token: `{path}?token=…` and `&page=N` after page 1. The
 * token signs the path only, so one token opens every body page. `path` as the gate normalised it
 * (PreviewInfo.path): what the preview views pass, without the normalising code in the browser.
 */
export function previewBodyPagePath(normalisedPath: string, token: string, page = 1): string {
  const search = new URLSearchParams({ token });
  if (page > 1) search.set('page', String(page));
  return `${normalisedPath}?${search.toString()}`;
}
