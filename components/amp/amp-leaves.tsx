import { THUMBNAIL } from '@/components/image/content-image';
import type { AmpLeaves, VideoLeafProps } from '@/components/leaves/leaves-context';
import { AmpImage } from './amp-image';
import { ampAnchorId } from './amp-links';

function AmpVideo({ videoId, title }: VideoLeafProps) {
  return <amp-youtube data-videoid={videoId} layout="responsive" width={THUMBNAIL.middle.width} height={THUMBNAIL.middle.height} title={title} />;
}

/** The leaves of the AMP document (components/leaves/leaves-context.ts): amp-img, amp-youtube, ids AMP allows. */
export const AMP_LEAVES: AmpLeaves = {
  Image: AmpImage,
  Video: AmpVideo,
  anchorId: ampAnchorId,
};
