import { DeferredImageViewer } from '@/components/image-viewer/deferred-image-viewer';
import { Island } from '@/components/islands/island';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { InBodyAdsInServerHtml, useInBodySlots } from './in-body-ads';

/**
 * An article's body in the browser: its static island (decision 032), the HTML the server rendered
 * from the blocks (ArticleBodyBlocks, which the browser never loads), with the in-body ad slots
 * taken over by React and image links opening the viewer after load, both by what is in that HTML.
 */
export function ArticleBody({ html }: { html: HtmlOnly<string> | undefined }) {
  const adSlots = useInBodySlots();
  return (
    <>
      <Island id="article-body" html={html} />
      {/* Image links open the viewer (a delegated click on the island's links), once the page has loaded. */}
      <DeferredImageViewer />
      {adSlots.length > 0 && <InBodyAdsInServerHtml slots={adSlots} html={html} />}
    </>
  );
}
