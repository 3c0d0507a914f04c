import type { FetchSource } from '@/api-clients/fetch-source';
import type { SourceName } from '@/api-clients/sources';
import type { SeoDeps } from '@/lib/api-handlers/seo-content';
import { createSeoDocumentCache, type SeoResponse } from '@/lib/api-handlers/seo-response';
import { dataNow, makeFetchSource } from '../../support/content-api';
import { findAll, parseXml, type XmlElement } from '../feeds/xml-well-formed.mjs';

/** The data set's fixed "now": its newest articles are minutes old. */
export const DATA_NOW = dataNow();

/** Handler deps on the bundled content API, with a fresh document cache and a record of upstream calls. */
export function seoDeps({ now = DATA_NOW, timeoutMs = 2_000, clock }: { now?: Date; timeoutMs?: number; clock?: () => number } = {}) {
  const inner = makeFetchSource(timeoutMs);
  const calls: { name: SourceName; params: unknown }[] = [];
  const fetchSource = ((name, params) => {
    calls.push({ name, params });
    return inner(name, params);
  }) as FetchSource;
  const deps: SeoDeps = { fetchSource, cache: createSeoDocumentCache(clock), now: () => now };
  return { deps, calls };
}

/** A 200 XML answer parsed (throws when it is not well-formed). */
export function parseOk(response: SeoResponse, contentType: RegExp = /^application\/xml; charset=utf-8$/): XmlElement {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${response.body}`);
  expect(response.headers['Content-Type']).toMatch(contentType);
  const { declaration, root } = parseXml(response.body);
  expect(declaration).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  return root;
}

/** Text of every descendant element named `name`. */
export function texts(root: XmlElement, name: string): string[] {
  return findAll(root, name).map((element) => element.text);
}
