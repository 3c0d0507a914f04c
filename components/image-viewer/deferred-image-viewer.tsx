import { deferredModule, useModuleAfterLoad } from '@/lib/client/deferred-module';

const viewerLinks = deferredModule(() => import('./image-viewer-links'));

/**
 * Image links open the viewer once the page has loaded (decision 021): until then a tap on an
 * image opens its own page, as the link says, and the code that recognises those links is not
 * first-load JavaScript.
 */
export function DeferredImageViewer() {
  const ImageViewerLinks = useModuleAfterLoad(viewerLinks, true)?.ImageViewerLinks;
  return ImageViewerLinks ? <ImageViewerLinks /> : null;
}
