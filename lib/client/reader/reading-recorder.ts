import { READING_ARTICLE_ATTRIBUTE, READING_THUMBNAIL_ATTRIBUTE, READING_TITLE_ATTRIBUTE } from '@/foundation/reader/reader-markers';
import { recordReading } from './reading-history-store';

/**
 * Records the article the page shows (its marker, written by the server into the article's heading
 * island) in the reading history, at the address it was opened at without its query (`?page=2`
 * is the same article). False when the page shows none or the browser keeps nothing.
 */
export function recordShownArticle(root: ParentNode, pathname: string, now: number = Date.now()): boolean {
  const marker = root.querySelector(`[${READING_ARTICLE_ATTRIBUTE}]`);
  if (!marker) return false;
  return recordReading({
    articleId: marker.getAttribute(READING_ARTICLE_ATTRIBUTE) ?? '',
    title: marker.getAttribute(READING_TITLE_ATTRIBUTE) ?? '',
    href: pathname,
    thumbnailUrl: marker.getAttribute(READING_THUMBNAIL_ATTRIBUTE) || null,
    readAt: now,
  });
}
