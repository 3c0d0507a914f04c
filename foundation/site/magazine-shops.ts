// Where the weekly magazine is sold (decision 023): the one table the weekly page's 購入 links come
// from. Client-safe: the links are built where they render, from an issue's JAN and the page type's
// Amazon tracking id, which the page data reads from ads/amazon-affiliate.ts.

/** What a shop's address is built from: the printed issue's JAN, or the issue's name (e-book stores). */
export type MagazineShopKey = 'amazon' | 'rakuten' | 'honto' | 'bookwalker';

export interface MagazineShop {
  key: MagazineShopKey;
  /** The shop's name on the button. */
  label: string;
  /** 紙 (the printed issue, by JAN) or 電子 (the e-book edition, by the issue's name). */
  edition: 'print' | 'ebook';
  /** `{jan}` or `{issue}` is replaced by the URL-encoded value, `{affiliateTag}` by the page type's tracking id. */
  urlTemplate: string;
}

export const MAGAZINE_SHOPS: readonly MagazineShop[] = [
  { key: 'amazon', label: 'Amazon', edition: 'print', urlTemplate: 'https://www.amazon.co.jp/s?k={jan}&i=stripbooks&tag={affiliateTag}' },
  { key: 'rakuten', label: '楽天ブックス', edition: 'print', urlTemplate: 'https://books.rakuten.co.jp/search?sitem={jan}&g=000' },
  { key: 'honto', label: 'honto', edition: 'print', urlTemplate: 'https://honto.jp/netstore/search.html?k={jan}' },
  { key: 'bookwalker', label: 'BOOK☆WALKER', edition: 'ebook', urlTemplate: 'https://bookwalker.jp/search/?word={issue}' },
];

/** What the shops need of an issue (api-clients/schemas/site.ts weeklyPartSchema). */
export interface SellableIssue {
  issueNumber: number;
  /** JAN of the printed issue, null when it is not sold in print. */
  jan: string | null;
  isEbook: boolean;
}

export interface MagazineShopLink {
  key: MagazineShopKey;
  label: string;
  edition: MagazineShop['edition'];
  url: string;
}

/** The name an e-book store finds the issue by: `週刊プレイノート No.412`. */
export function ebookSearchName(magazineName: string, issueNumber: number): string {
  return `${magazineName} No.${issueNumber}`;
}

const JAN = /^\d{13}$/;

/**
 * The shops that sell this issue, in the table's order, with their addresses: the print shops when
 * it has a JAN, the e-book stores when it has an e-book edition. None for an issue sold nowhere.
 */
export function magazineShopLinks(
  issue: SellableIssue,
  { magazineName, affiliateTag }: { magazineName: string; affiliateTag: string },
  shops: readonly MagazineShop[] = MAGAZINE_SHOPS,
): MagazineShopLink[] {
  return shops.flatMap((shop) => {
    const value = shop.edition === 'print' ? (issue.jan !== null && JAN.test(issue.jan) ? issue.jan : null) : issue.isEbook ? ebookSearchName(magazineName, issue.issueNumber) : null;
    if (value === null) return [];
    const url = shop.urlTemplate
      .replace(shop.edition === 'print' ? '{jan}' : '{issue}', encodeURIComponent(value))
      .replace('{affiliateTag}', encodeURIComponent(affiliateTag));
    return [{ key: shop.key, label: shop.label, edition: shop.edition, url }];
  });
}
