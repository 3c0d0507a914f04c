import { DeferredImageViewer } from '@/components/image-viewer/deferred-image-viewer';
import { Island } from '@/components/islands/island';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { InBodyAdsInServerHtml, useInBodySlots } from './in-body-ads';

/** The body's island with what the browser adds to it (the viewer, the in-body ads). */
export function BodyIsland({ html }: { html: HtmlOnly<string> | undefined }) {
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
