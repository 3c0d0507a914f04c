import { THUMBNAIL } from '@/components/image/content-image';
import type { AmpLeaves, ClassNames, SiteLinkProps, VideoLeafProps } from '@/components/leaves/leaves-context';
import { AmpImage } from './amp-image';
import { absoluteSiteHref, ampAnchorId } from './amp-links';

function AmpSiteLink({ href, ...anchor }: SiteLinkProps) {
  return <a href={absoluteSiteHref(href)} {...anchor} />;
}

function AmpVideo({ videoId, title }: VideoLeafProps) {
  return <amp-youtube data-videoid={videoId} layout="responsive" width={THUMBNAIL.middle.width} height={THUMBNAIL.middle.height} title={title} />;
}

/** `tableWrap` → `table-wrap`: the class names components/amp/amp-css.ts styles. */
export function ampClassName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Every key of a part's CSS module, as its AMP class name (the AMP page has one stylesheet, no CSS modules). */
const AMP_CLASS_NAMES: ClassNames = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? ampClassName(key) : undefined) });

/** The leaves of the AMP document (components/leaves): what makes the shared parts valid AMP. */
export const AMP_LEAVES: AmpLeaves = {
  SiteLink: AmpSiteLink,
  Image: AmpImage,
  Video: AmpVideo,
  href: absoluteSiteHref,
  classes: () => AMP_CLASS_NAMES,
  anchorId: ampAnchorId,
};
