/** Game package art in the search results: portrait (600×800), shown at these sizes. */
export const GAME_RESULT_IMAGE = { width: 240, height: 320, sizes: '(min-width: 768px) 120px, 88px' } as const;

/** How many of the first results load first (the first screen's images), preloaded from the head. */
export const GAME_RESULT_PRIORITY_COUNT = 2;
