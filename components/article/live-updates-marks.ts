/** Marks shared by the live list's server HTML (live-updates.tsx) and the browser (use-live-updates.ts). */

/** The list's status slot, where the browser puts the 「新着 N件」 button. */
export const LIVE_NEW_SLOT_ATTRIBUTE = 'data-live-new';
/** On each update's element: its id, so the browser tells shown updates from new ones. */
export const LIVE_UPDATE_ATTRIBUTE = 'data-live-update';
/** On each update's copy link (a link to the update until the browser code enhances it): the permalink it copies. */
export const LIVE_COPY_ATTRIBUTE = 'data-copy-link';
/** On `<html>` while the copy links copy (before, a tap follows the link): what tests wait for. */
export const LIVE_COPY_READY_ATTRIBUTE = 'data-live-copy-ready';
