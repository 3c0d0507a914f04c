/** @jest-environment node */
import { adScriptUrlsOf, pageMetaOf } from '@/lib/page-config/run-page-data';
import { resolveRequestContext } from '@/lib/page-config/request-context';
import { findRoute } from '@/lib/page-config/route-table';

const FLEXONE = 'https://flexone.example/tag.js';
const YAHOO = 'https://yads.example/yads.js';

describe('pageMeta.adScriptUrls: the providers\' script URLs reach the page at run time (issue 16)', () => {
  it.each([
    ['both set', { FLEXONE_SCRIPT_URL: FLEXONE, YAHOO_ADS_SCRIPT_URL: YAHOO }, { FLEXONE, YAHOO }],
    ['FLEXONE only', { FLEXONE_SCRIPT_URL: FLEXONE }, { FLEXONE }],
    ['YAHOO only', { YAHOO_ADS_SCRIPT_URL: YAHOO }, { YAHOO }],
    ['unset: an empty object, no undefined values (props are JSON)', {}, {}],
  ])('%s → %j', (_name, env, urls) => {
    expect(adScriptUrlsOf(env)).toEqual(urls);
    expect(JSON.parse(JSON.stringify(adScriptUrlsOf(env)))).toEqual(urls);
  });

  it('every page\'s meta carries them, from the process settings by default (none in the test process)', () => {
    const route = findRoute('/')!;
    const request = resolveRequestContext(route, { params: {}, query: {}, headers: {} });
    expect(pageMetaOf(route, request).adScriptUrls).toEqual({});
    expect(pageMetaOf(route, request, { YAHOO }).adScriptUrls).toEqual({ YAHOO });
  });
});
