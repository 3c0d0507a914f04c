import { Island } from '@/components/islands/island';
import type { PreviewSpecialPageProps } from '@/lib/page-data/preview';
import { PreviewArticle } from './preview-article-page-view';
import type { WithIslands } from '@/foundation/site/html-only';
import './collection-article-islands.styles';

/**
 * `/preview/special/{dir}/[{articleId}/[{version}/]]`: the article inside its collection as the
 * special article page shows it (the collection's link above, more of it below: islands), in the preview frame.
 */
export function PreviewSpecialPageView(rest: WithIslands<PreviewSpecialPageProps>) {
  return (
    <PreviewArticle {...rest} banner={<Island id="article-banner" html={rest.islands['article-banner']} />}>
      <Island id="article-after" html={rest.islands['article-after']} />
    </PreviewArticle>
  );
}
