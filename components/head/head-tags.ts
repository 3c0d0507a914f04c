/**
 * The head tags of a page that change from page to page (one record, decision 038): the server
 * renders them through next/head, the browser writes them into the head after a client navigation.
 */
export interface HeadTags {
  /** The document's `<title>`. */
  title: string;
  /** `<meta name=… content=…>`, by name (description, robots, twitter:*). */
  names: Readonly<Record<string, string>>;
  /** `<meta property=… content=…>`, by property (og:*). */
  properties: Readonly<Record<string, string>>;
  /** `<link rel=… href=…>`, by rel (canonical). */
  links: Readonly<Record<string, string>>;
}
