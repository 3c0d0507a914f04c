import { THUMBNAIL } from '@/components/image/content-image';

/** The lead story's art on the top page (top-page-lead.tsx): the page's largest first-screen image, for the image and its preload alike. */
export const TOP_LEAD_IMAGE = { thumbnail: 'large', width: THUMBNAIL.large.width, sizes: '(min-width: 1080px) 540px, (min-width: 768px) 60vw, 100vw' } as const;
