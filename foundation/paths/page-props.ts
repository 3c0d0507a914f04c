/** This site's page-props endpoint (spec §7), kept apart from the registry so the browser bundle stays small. */
export const PAGE_PROPS_PATH = '/api/pages/page-props-data';
