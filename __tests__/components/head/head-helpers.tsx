import type { ReactNode } from 'react';
import * as jsonLdBuilders from '@/components/seo/json-ld';

/**
 * What the server's head renders, in jsdom (where components/head/server-head.ts gives no
 * next/head: jsdom has a window): test files call
 * `jest.mock('@/components/head/server-head', () => jest.requireActual('./head-helpers').inlineServerHead)`
 * (or the same factory inline) so the head's children render in place; React 19 hoists <title>,
 * <meta> and <link> into document.head.
 */
export const inlineServerHead = { ServerHead: ({ children }: { children: ReactNode }) => <>{children}</> };

/**
 * The JSON-LD builders are there on the server only (components/seo/server-json-ld.ts); a test of
 * what the server HTML carries renders with them in jsdom through
 * `jest.mock('@/components/seo/server-json-ld', () => jest.requireActual('./head-helpers').jsonLdAsOnServer)`.
 */
export const jsonLdAsOnServer = { serverJsonLdBuilders: jsonLdBuilders };

export interface RenderedHead {
  title: string | undefined;
  /** `<meta name=…>` content. */
  name: (name: string) => string | null;
  /** `<meta property=…>` content. */
  property: (property: string) => string | null;
  canonical: string | null;
  /** Every `<script type="application/ld+json">`, parsed. */
  jsonLd: Record<string, unknown>[];
}

/** What the rendered page put into the head (and its JSON-LD blocks, wherever they are), read at once. */
export function readHead(root: ParentNode = document): RenderedHead {
  const contents = (attribute: 'name' | 'property') =>
    new Map(Array.from(root.querySelectorAll(`meta[${attribute}]`), (meta) => [meta.getAttribute(attribute), meta.getAttribute('content')] as const));
  const names = contents('name');
  const properties = contents('property');
  return {
    title: root.querySelector('title')?.textContent ?? undefined,
    name: (name) => names.get(name) ?? null,
    property: (property) => properties.get(property) ?? null,
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: Array.from(root.querySelectorAll('script[type="application/ld+json"]'), (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
  };
}

/** The JSON-LD blocks of one @type. */
export function jsonLdOfType(head: RenderedHead, type: string): Record<string, unknown>[] {
  return head.jsonLd.filter((data) => data['@type'] === type);
}
