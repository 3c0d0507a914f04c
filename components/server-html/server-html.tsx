import { useRouter } from 'next/router';
import { useState, type MouseEvent } from 'react';

/** Marks an element whose server HTML the browser reuses (decision 017). */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/** Spread onto the element that renders the full content, so the browser can find its HTML. */
export const serverHtmlAttributes = (id: string) => ({ [SERVER_HTML_ATTRIBUTE]: id });

/**
 * Server HTML by element and page, read from the document once, while the page first hydrates. Only
 * the first page's props lack the content, and Next may render that page again from those props
 * (back to it after client navigations), when its HTML is no longer in the document.
 */
const serverHtmlByPage = new Map<string, string>();

function serverHtmlFor(id: string, asPath: string): string {
  const key = `${id} ${asPath.split('#')[0]}`;
  const kept = serverHtmlByPage.get(key);
  if (kept !== undefined) return kept;
  if (typeof document === 'undefined') return '';
  const html = document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '';
  serverHtmlByPage.set(key, html);
  return html;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Content whose data was left out of `__NEXT_DATA__` (lib/page-config/html-only-props.ts): hydrates
 * onto the server's HTML unchanged, and keeps in-site links as client navigations as next/link would.
 */
export function ServerHtml({ id, className }: { id: string; className?: string }) {
  const router = useRouter();
  const [html] = useState(() => serverHtmlFor(id, router.asPath));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !isPlainLeftClick(event) || anchor.target || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void router.push(href);
  };

  // Clicks bubble from the links inside; the links themselves stay keyboard-reachable anchors.
  return <div className={className} {...serverHtmlAttributes(id)} dangerouslySetInnerHTML={{ __html: html }} onClick={onClick} />;
}
