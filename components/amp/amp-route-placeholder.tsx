/**
 * The React page of the AMP route. It never renders an AMP page: getServerSideProps writes the AMP
 * HTML itself; Next renders this page (through _app) only for the error page, which _app shows
 * from `errorPage` props instead of this component.
 */
export function AmpRoutePlaceholder() {
  return null;
}
