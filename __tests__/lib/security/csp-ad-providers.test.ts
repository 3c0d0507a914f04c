/** @jest-environment node */
import { adProviderScriptSources, buildSiteCsp, parseCsp } from '@/lib/security/csp';

const BASE = {
  NEXT_PUBLIC_ENV: 'prd',
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'https://camion.img.example/a',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'https://common.img.example/b',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'https://uploaded.img.example/c',
};

// The providers' scripts are external <script src> only (docs/decisions/012), so the policy can allow them by host.
describe('site policy: the section-based ad providers\' script hosts (issue 16)', () => {
  it.each([
    ['both set', { FLEXONE_SCRIPT_URL: 'https://flexone.example/tag.js', YAHOO_ADS_SCRIPT_URL: 'https://yads.example:8443/js/yads.js' }, ['https://flexone.example', 'https://yads.example:8443']],
    ['FLEXONE only', { FLEXONE_SCRIPT_URL: 'https://flexone.example/tag.js' }, ['https://flexone.example']],
    ['unset: nothing added', {}, []],
    ['not https (the server refuses it at start-up): nothing added', { YAHOO_ADS_SCRIPT_URL: 'http://yads.example/yads.js' }, []],
    ['malformed: nothing added, no directive injected', { FLEXONE_SCRIPT_URL: 'https://x.example/a.js; script-src *' }, ['https://x.example']],
  ])('%s → %j', (_name, urls, origins) => {
    expect(adProviderScriptSources({ ...BASE, ...urls })).toEqual(origins);
    const scriptSrc = (env: Record<string, string>) => parseCsp(buildSiteCsp(env)).get('script-src') ?? [];
    expect(scriptSrc({ ...BASE, ...urls })).toEqual([...scriptSrc(BASE), ...origins]);
  });
});
