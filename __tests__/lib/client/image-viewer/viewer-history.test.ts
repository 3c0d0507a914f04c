import { pushViewerEntry, replaceViewerEntry, viewerEntryOf, viewerHistoryState } from '@/lib/client/image-viewer/viewer-history';
import { VIEWER_HISTORY_KEY } from '@/lib/client/image-viewer/viewer-marks';

const ARTICLE = '/article/202607/123456/';
const IMAGE = '/article/images/202607/123456/1234560001/';
const NEXT_IMAGE = '/article/images/202607/123456/1234560002/';
const entry = { pagePath: ARTICLE, imagePath: IMAGE };

/** A history state as Next's router writes it (the `__N` mark the viewer's entries do not carry). */
const nextState = (as: string) => ({ __N: true, url: '/article/[publicationDate]/[articleId]', as, options: {}, key: 'k' });

describe('viewer history states', () => {
  it('round-trip through the state the viewer writes, which has no __N mark for Next to act on', () => {
    const state = viewerHistoryState(entry);
    expect(viewerEntryOf(state)).toEqual(entry);
    expect(state).not.toHaveProperty('__N');
  });

  it.each([
    ['no state', null],
    ['Next’s state', nextState(ARTICLE)],
    ['a number', 3],
    ['a viewer key without paths', { [VIEWER_HISTORY_KEY]: { pagePath: ARTICLE } }],
    ['a viewer key with a non-string path', { [VIEWER_HISTORY_KEY]: { pagePath: ARTICLE, imagePath: 7 } }],
  ])('%s is not a viewer entry', (_name, state) => {
    expect(viewerEntryOf(state)).toBeNull();
  });
});

describe('push and replace', () => {
  it('push adds one entry at the image page, replace keeps the count and moves the address', () => {
    window.history.replaceState(nextState(ARTICLE), '', ARTICLE);
    const before = window.history.length;
    pushViewerEntry(entry);
    expect(window.location.pathname).toBe(IMAGE);
    expect(window.history.length).toBe(before + 1);
    replaceViewerEntry({ ...entry, imagePath: NEXT_IMAGE });
    expect(window.location.pathname).toBe(NEXT_IMAGE);
    expect(window.history.length).toBe(before + 1);
    expect(viewerEntryOf(window.history.state)).toEqual({ pagePath: ARTICLE, imagePath: NEXT_IMAGE });
  });
});
