/** Types of lib/next-adapters/scripts-after-paint.js (CommonJS, read by the post-build step and _document). */
export const SCRIPT_LIST_ID: string;
export const SCROLL_POSITION_KEY_PREFIX: string;
export const FIRST_IMAGE_WAIT_MS: number;
export const SCRIPTS_AT_THE_LATEST_MS: number;
export const EARLY_INPUT_GLOBAL: string;
export const EARLY_CLICK: { clickable: string; partAttribute: string; holdMs: number };
export const SCRIPTS_AFTER_PAINT_LOADER: string;
