import type { AdDevice, AdPageType } from '@/ads/types';

/** Query parameter that carries the Amazon Associates tracking id. */
export const AMAZON_TAG_PARAM = 'tag';

/** Tracking id when a page type has none of its own (the id the content API already puts in its links). */
export const DEFAULT_AMAZON_AFFILIATE_TAG = 'playnote-22';

/** Affiliate tracking id per ad page type (spec §9 "affiliate tracking ids per page type"; the values are ours). */
export const AMAZON_AFFILIATE_TAGS: Readonly<Record<AdPageType, string>> = {
  TOP: 'playnote-top-22',
  LIST: 'playnote-list-22',
  ARTICLE_DETAIL: 'playnote-article-22',
  PREVIEW: 'playnote-article-22',
  SCHEDULE: 'playnote-schedule-22',
  CATEGORY: 'playnote-category-22',
  GAME: 'playnote-game-22',
  NONE: DEFAULT_AMAZON_AFFILIATE_TAG,
};

/** amazon.co.jp, amazon.jp and amazon.com and their subdomains (www., smile., …); not look-alikes such as notamazon.co.jp. */
const AMAZON_HOST = /(^|\.)amazon\.(co\.jp|jp|com)$/i;

export function isAmazonUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && AMAZON_HOST.test(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * The Amazon link with the page type's tracking id in its `tag` parameter (replacing any tag it
 * had). Any other URL, or a string that is not an absolute URL, is returned unchanged.
 */
export function withAffiliateTag(amazonUrl: string, adPageType: AdPageType): string {
  if (!isAmazonUrl(amazonUrl)) return amazonUrl;
  const url = new URL(amazonUrl);
  url.searchParams.set(AMAZON_TAG_PARAM, AMAZON_AFFILIATE_TAGS[adPageType]);
  return url.toString();
}

/** Block types of an article body that carry a link in their `url` (api-clients/schemas/article.ts). */
export const LINK_BLOCK_TYPES: readonly string[] = ['BUTTON_EC', 'LINK', 'LINK_B_TAB'];

/** The part of an article body block (api-clients/schemas/article.ts ContentBlock) this rule reads. */
interface BodyBlockLike {
  type: string;
  url?: string | null;
  content: unknown;
}

/**
 * Body blocks with every Amazon link (shop buttons and inline links, nested blocks included)
 * tagged with the page type's tracking id (spec §9: affiliate ids per page type; issue 16: every
 * Amazon link a reader can follow is tagged). Every other block and link is returned as it was.
 */
export function withTaggedAmazonLinks<B extends BodyBlockLike>(blocks: readonly B[], adPageType: AdPageType): B[] {
  return blocks.map((block) => {
    const content = Array.isArray(block.content)
      ? withTaggedAmazonLinks(block.content.filter((child): child is B => typeof child === 'object' && child !== null) as B[], adPageType)
      : null;
    const tagged = content ? { ...block, content: mergeChildren(block.content as unknown[], content) } : block;
    return LINK_BLOCK_TYPES.includes(tagged.type) && tagged.url && isAmazonUrl(tagged.url) ? { ...tagged, url: withAffiliateTag(tagged.url, adPageType) } : tagged;
  });
}

/** The children in their order, the block children replaced by their tagged copies (strings kept). */
function mergeChildren(children: readonly unknown[], tagged: readonly unknown[]): unknown[] {
  let next = 0;
  return children.map((child) => (typeof child === 'object' && child !== null ? tagged[next++] : child));
}

/** Where a page shows the Amazon ranking widget beside an article. */
export type AmazonWidgetPlacement = 'rail' | 'afterBody';

/**
 * The Amazon ranking widget on article pages, by the page view's ad device: in the rail beside
 * the article on PC; after the article's body on a phone, where the rail would put it under the
 * whole page. No device (a page view without ads, e.g. an article with isDisplayAd false): none.
 */
export const AMAZON_WIDGET_PLACEMENT: Readonly<Record<AdDevice, AmazonWidgetPlacement>> = { PC: 'rail', SP: 'afterBody' };

export function amazonWidgetPlacement(device: AdDevice | null): AmazonWidgetPlacement | null {
  return device ? AMAZON_WIDGET_PLACEMENT[device] : null;
}
