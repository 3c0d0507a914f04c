/**
 * The page component of an address whose getServerSideProps answers with a plain document
 * (robots.txt, a sitemap, a feed, an iCalendar file; lib/next-adapters/document-page.ts): Next
 * never renders it, so it draws nothing.
 */
export function DocumentPageView(): null {
  return null;
}
