import { useImageViewer } from '@/components/image-viewer/use-image-viewer';
import { Island } from '@/components/islands/island';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { InBodyAdsInServerHtml, useInBodySlots } from './in-body-ads';

/**
 * An article's body in the browser: its static island (decision 032), the HTML the server rendered
 * from the blocks (ArticleBodyBlocks, which the browser never loads), with the in-body ad slots
 * taken over by React and image links opening the viewer, both by what is in that HTML.
 */
export function ArticleBody({ html }: { html: HtmlOnly<string> | undefined }) {
  const adSlots = useInBodySlots();
  // Image links open the viewer (a delegated click on the island's links).
  useImageViewer(true);
  return (
    <>
      <Island id="article-body" html={html} />
      {adSlots.length > 0 && <InBodyAdsInServerHtml slots={adSlots} html={html} />}
    </>
  );
}
