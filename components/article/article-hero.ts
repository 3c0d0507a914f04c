import { THUMBNAIL } from '@/components/image/content-image';
import type { ArticleView } from '@/lib/page-data/article';

/** The article's hero image (article-lead.tsx): its width and on-screen sizes, for the image and its preload alike. */
export const ARTICLE_HERO = { ...THUMBNAIL.large, sizes: '(min-width: 768px) 860px, 100vw' } as const;

/** The hero image's source: the thumbnail, on the first body page only; null when there is none. */
export function articleHeroSrc(article: Pick<ArticleView, 'currentPage' | 'thumbnailUrl'>): string | null {
  return article.currentPage === 1 && article.thumbnailUrl ? article.thumbnailUrl : null;
}
