import { READING_ARTICLE_ATTRIBUTE, READING_THUMBNAIL_ATTRIBUTE, READING_TITLE_ATTRIBUTE } from '@/foundation/reader/reader-markers';

/**
 * What the reading history keeps of the article a page shows, for the browser's reader code
 * (lib/client/reader/reading-recorder.ts) to find: a hidden element in the article's heading
 * island, so no route carries the article's data or the recorder in its first-load JavaScript.
 */
export function ReadingMarker({ articleId, title, thumbnailUrl }: { articleId: string; title: string; thumbnailUrl: string | null }) {
  const attributes = { [READING_ARTICLE_ATTRIBUTE]: articleId, [READING_TITLE_ATTRIBUTE]: title, [READING_THUMBNAIL_ATTRIBUTE]: thumbnailUrl ?? '' };
  return <span hidden {...attributes} />;
}
