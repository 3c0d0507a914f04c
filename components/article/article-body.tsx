import { DeferredImageViewer } from '@/components/image-viewer/deferred-image-viewer';
import { Island } from '@/components/islands/island';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { InBodyAdsInServerHtml, useInBodySlots } from './in-body-ads';
import { useLiveBodyHtml, type LiveIds } from './use-live-updates';

/**
 * An article's body in the browser: its static island (decision 032), the HTML the server rendered
 * from the blocks (ArticleBodyBlocks, which the browser never loads), with the in-body ad slots
 * taken over by React and image links opening the viewer after load, both by what is in that HTML.
 */
export function ArticleBody({ html: latest, live }: { html: HtmlOnly<string> | undefined; live?: LiveIds | null }) {
  const adSlots = useInBodySlots();
  // A live article's new updates wait for the reader (use-live-updates.ts); any other body is as given.
  const html = useLiveBodyHtml(latest, live);
  return (
    <>
      <Island id="article-body" html={html} />
      {/* Image links open the viewer (a delegated click on the island's links), once the page has loaded. */}
      <DeferredImageViewer />
      {adSlots.length > 0 && <InBodyAdsInServerHtml slots={adSlots} html={html} />}
    </>
  );
}
