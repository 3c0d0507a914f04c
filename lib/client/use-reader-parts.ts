import { useEffect } from 'react';
import { FOLLOW_GAME_ATTRIBUTE, READING_ARTICLE_ATTRIBUTE } from '@/foundation/reader/reader-markers';
import { deferredModule } from './deferred-module';

// Only a page with a follow button or an article loads this (a chunk of its own, after load).
const readerParts = deferredModule(() => import('./reader/reader-parts'));

/**
 * On each page view (the first, after load, as the rest of the client services; then each client
 * navigation): makes the page's follow buttons work and records the article it shows in the
 * reading history. Pages with neither load nothing.
 */
export function useReaderParts(routeKey: string): void {
  useEffect(() => {
    const hasFollowButtons = document.querySelector(`[${FOLLOW_GAME_ATTRIBUTE}]`) !== null;
    const showsArticle = document.querySelector(`[${READING_ARTICLE_ATTRIBUTE}]`) !== null;
    if (!hasFollowButtons && !showsArticle) return;
    const { pathname } = window.location;
    readerParts
      .load()
      .then((parts) => {
        if (hasFollowButtons) parts.enhanceFollowButtons();
        if (showsArticle) parts.recordShownArticle(document, pathname);
      })
      // Offline or a failed chunk: the buttons stay unseen, the history misses this page.
      .catch(() => undefined);
  }, [routeKey]);
}
