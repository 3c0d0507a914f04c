import { useImageViewer } from './use-image-viewer';

/** Image links open the viewer while this is mounted (use-image-viewer.ts); it renders nothing. */
export function ImageViewerLinks(): null {
  useImageViewer();
  return null;
}
