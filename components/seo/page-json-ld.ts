import { serverJsonLdBuilders, type JsonLdRecipe } from './server-json-ld';

/** The JSON-LD of the server HTML, by page (its path without the hash), read from the document once. */
const keptByPage = new Map<string, readonly string[]>();
let documentRead = false;

/** The JSON-LD scripts next/head rendered into the server HTML's head. */
const JSON_LD_IN_HEAD = 'script[type="application/ld+json"][data-next-head]';

/**
 * The text of each `<script type="application/ld+json">` of the page at `asPath`. On the server,
 * built from the recipe. In the browser, the scripts the server HTML of this page carried: the
 * head manager removes head elements a client render lacks, so the page renders the same scripts
 * again and they stay. A page first rendered in the browser (a client navigation) has none, which
 * crawlers never see, rather than the JSON-LD of the page before.
 */
export function pageJsonLdTexts(recipe: JsonLdRecipe | undefined, asPath: string): readonly string[] {
  if (serverJsonLdBuilders) {
    const ld = serverJsonLdBuilders;
    return (recipe?.(ld) ?? []).flatMap((data) => (data ? [ld.serializeJsonLd(data)] : []));
  }
  const page = asPath.split('#')[0] ?? '';
  if (!documentRead) {
    // The first page rendered in the browser is the one the document was served for (hydration).
    documentRead = true;
    keptByPage.set(page, Array.from(document.head.querySelectorAll(JSON_LD_IN_HEAD), (script) => script.textContent ?? ''));
  }
  return keptByPage.get(page) ?? [];
}
