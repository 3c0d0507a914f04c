/** Editors' previews are never reported: their URLs carry signed tokens and they are not readers' views. */
export const UNTRACKED_PATH_PREFIXES: readonly string[] = ['/preview/'];

export function isUntrackedPath(url: string): boolean {
  return UNTRACKED_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}
