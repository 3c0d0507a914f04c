import { serverJsonLdBuilders, type JsonLdRecipe } from './server-json-ld';

/**
 * The text of each `<script type="application/ld+json">` of a page, built from its recipe on the
 * server; none in the browser, which keeps the server HTML's scripts for the page the document was
 * served for and shows none on pages reached by client navigation (components/head/following-head.ts).
 */
export function serverJsonLdTexts(recipe: JsonLdRecipe | undefined): readonly string[] {
  if (!serverJsonLdBuilders) return [];
  const ld = serverJsonLdBuilders;
  return (recipe?.(ld) ?? []).flatMap((data) => (data ? [ld.serializeJsonLd(data)] : []));
}
