import type * as jsonLdModule from './json-ld';
import type { JsonLd } from './json-ld';

/** The builders of json-ld.ts, handed to a page's JsonLdRecipe. */
export type JsonLdBuilders = typeof jsonLdModule;

/** A page's structured data, built from the builders it is given: on the server only. */
export type JsonLdRecipe = (ld: JsonLdBuilders) => readonly (JsonLd | null)[];

/**
 * The JSON-LD builders on the server; null in the browser. Crawlers read the server HTML, so the
 * browser needs none of that code: Turbopack folds `typeof window` in the browser build and leaves
 * out the require of the dead branch, and json-ld.ts with it (an `import` would stay in the bundle).
 */
export const serverJsonLdBuilders: JsonLdBuilders | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./json-ld') as JsonLdBuilders) : null;
