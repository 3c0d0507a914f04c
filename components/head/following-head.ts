import { useLayoutEffect } from 'react';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import type { HeadTags } from './head-tags';

/**
 * Head elements that only the page the HTML document was served for has, built on the server
 * only and marked `data-page-only`: its JSON-LD, its AMP twin's link and its own feed's link (a
 * game's). A client navigation takes them out; Back to that page puts the same elements in again.
 * Crawlers read the server HTML, never a client render.
 */
const DOCUMENT_PAGE_ONLY = '[data-page-only]';

interface FollowedHead {
  /** The page (path without the hash) the document was served for. */
  documentPage: string;
  documentPageOnly: readonly Element[];
  /** The tags the head shows now. */
  shown: HeadTags;
}

let followed: FollowedHead | null = null;

type Group = { tag: 'meta' | 'link'; key: 'name' | 'property' | 'rel'; value: 'content' | 'href'; of: (tags: HeadTags) => Readonly<Record<string, string>> };

const GROUPS: readonly Group[] = [
  { tag: 'meta', key: 'name', value: 'content', of: (tags) => tags.names },
  { tag: 'meta', key: 'property', value: 'content', of: (tags) => tags.properties },
  { tag: 'link', key: 'rel', value: 'href', of: (tags) => tags.links },
];

/** Sets, adds or removes each tag the head showed or should show, so it shows `tags`. */
function writeGroup(head: HTMLHeadElement, group: Group, before: HeadTags, after: HeadTags): void {
  const wanted = group.of(after);
  for (const name of new Set([...Object.keys(group.of(before)), ...Object.keys(wanted)])) {
    let element = head.querySelector(`${group.tag}[${group.key}="${CSS.escape(name)}"]`);
    const value = wanted[name];
    if (value === undefined) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = head.appendChild(document.createElement(group.tag));
      element.setAttribute(group.key, name);
    }
    if (element.getAttribute(group.value) !== value) element.setAttribute(group.value, value);
  }
}

/**
 * Makes the document's head show the tags of the page at `asPath`: the first call (hydration) finds
 * them there already and remembers the document's page-only elements.
 */
export function followHead(tags: HeadTags, asPath: string, head: HTMLHeadElement = document.head): void {
  const page = asPath.split('#')[0] ?? '';
  followed ??= { documentPage: page, documentPageOnly: Array.from(head.querySelectorAll(DOCUMENT_PAGE_ONLY)), shown: tags };
  const onDocumentPage = page === followed.documentPage;
  for (const element of followed.documentPageOnly) {
    if (!onDocumentPage) element.remove();
    else if (!element.isConnected) head.appendChild(element);
  }
  if (document.title !== tags.title) document.title = tags.title;
  for (const group of GROUPS) writeGroup(head, group, followed.shown, tags);
  followed.shown = tags;
}

/** Forgets the document (tests only: each starts with a new document). */
export function resetFollowedHead(): void {
  followed = null;
}

/**
 * The browser's side of DocumentHead: after every render, the head shows this page's tags (before
 * paint, so the title a screen reader's route announcement reads is the new page's).
 */
export function FollowingHead({ tags }: { tags: HeadTags }): null {
  const asPath = useOptionalRouter()?.asPath ?? '';
  useLayoutEffect(() => followHead(tags, asPath));
  return null;
}
