import { ServerHeadTags } from '@/components/head/document-head';
import { ampArticlePagePath } from '@/foundation/paths/amp';
import { absoluteUrl } from '@/foundation/site/site-url';

/** `<link rel="amphtml">` of a canonical article page: its AMP twin, the same body page (its alone: `data-page-only`, following-head.ts). */
export function AmpHtmlLink({ publicationDate, articleId, page }: { publicationDate: string; articleId: string; page: number }) {
  return (
    <ServerHeadTags>
      <link rel="amphtml" href={absoluteUrl(ampArticlePagePath(publicationDate, articleId, page))} key="amphtml" data-page-only="" />
    </ServerHeadTags>
  );
}
