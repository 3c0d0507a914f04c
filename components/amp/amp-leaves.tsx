import { THUMBNAIL } from '@/components/image/content-image';
import type { AmpLeaves, FoldLeafProps, VideoLeafProps } from '@/components/leaves/leaves-context';
import { AmpImage } from './amp-image';
import { ampAnchorId } from './amp-links';

function AmpVideo({ videoId, title }: VideoLeafProps) {
  return <amp-youtube data-videoid={videoId} layout="responsive" width={THUMBNAIL.middle.width} height={THUMBNAIL.middle.height} title={title} />;
}

/** A spoiler section: one amp-accordion section, closed (no `expanded`); its header is the button AMP makes. */
function AmpFold({ summary, children }: FoldLeafProps) {
  return (
    <amp-accordion disable-session-states="" data-spoiler="">
      <section>
        <header>{summary}</header>
        <div data-spoiler-content="">{children}</div>
      </section>
    </amp-accordion>
  );
}

/** The leaves of the AMP document (components/leaves/leaves-context.ts): amp-img, amp-youtube, amp-accordion, ids AMP allows. */
export const AMP_LEAVES: AmpLeaves = {
  Image: AmpImage,
  Video: AmpVideo,
  Fold: AmpFold,
  anchorId: ampAnchorId,
};
