import { ContentImage } from '@/components/image/content-image';
import { useAmpLeaves, type ImageLeafProps } from './leaves-context';

/** An image from the content API: ContentImage through the image CDN on HTML pages, amp-img on AMP. */
export function SiteImage(props: ImageLeafProps) {
  const amp = useAmpLeaves();
  return amp ? <amp.Image {...props} /> : <ContentImage {...props} />;
}
