// @ts-check
// Content-Security-Policy and the other security response headers (docs/decisions/013-security-headers.md).
// CommonJS so next.config.js can require it; the header values are built once, from the settings
// present when next.config.js is evaluated (the build bakes headers() into routes-manifest.json),
// except the hashes of the pages' inline bootstrap scripts, which exist only after the build: the
// post-build step writes them in place of BOOTSTRAP_HASHES_PLACEHOLDER (docs/decisions/030-script-hashes.md).

/** Google Publisher Tag: the library, the scripts it loads and the hosts its ad requests go to. */
const AD_SCRIPT_HOSTS = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com'];
/** Frames GPT renders creatives in (SafeFrame and cross-origin creative frames). */
const AD_FRAME_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://*.safeframe.googlesyndication.com',
];
/** Creative images and impression pixels of GPT. */
const AD_IMAGE_HOSTS = [
  'https://securepubads.g.doubleclick.net',
  'https://googleads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
];
/** Hosts GPT sends ad requests and viewability pings to with fetch/sendBeacon. */
const AD_CONNECT_HOSTS = ['https://securepubads.g.doubleclick.net', 'https://pagead2.googlesyndication.com'];

/** GA4 and GTM (Google's "CSP for Google Analytics 4 / Tag Manager" host lists). */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://stats.g.doubleclick.net',
];
const ANALYTICS_IMAGE_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'];

/** Video embeds: articles, game video pages and movie banners all use the no-cookie player. */
const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com'];

/** The AMP runtime and its components (amp-ad frames come from *.ampproject.net). */
const AMP_SCRIPT_HOSTS = ['https://cdn.ampproject.org/'];
const AMP_FRAME_HOSTS = ['https://*.ampproject.net', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

const IMAGE_BASE_URL_VARIABLES = ['NEXT_PUBLIC_CAMION_IMAGE_BASE_URL', 'NEXT_PUBLIC_COMMON_IMAGE_BASE_URL', 'NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL'];
// CSP host-sources cannot name IPv6 literals, so only the two loopback names.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Stands for the bootstrap hashes in the policy `next build` bakes; lib/next-adapters/bootstrap-hashes.js
 * replaces it after the build. Not a valid source expression: a browser given it unreplaced ignores
 * it and runs no inline script (fails closed, never open), and the server refuses to start.
 */
const BOOTSTRAP_HASHES_PLACEHOLDER = "'turbopack-bootstrap-hashes'";

/**
 * Where browsers send violation reports: the site's own logging endpoint (a path of this origin,
 * with the trailing slash of every site address: report requests do not follow the 308 to it).
 */
const REPORT_PATH = '/api/logging/';
/** The Reporting-Endpoints name report-to refers to. */
const REPORT_ENDPOINT_NAME = 'csp-endpoint';

/** @param {string | undefined} value @returns {URL | null} */
function parseUrl(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The https origins of the section-based ad providers' scripts (FLEXONE_SCRIPT_URL,
 * YAHOO_ADS_SCRIPT_URL), when they are set at build time: the page loads each as an external
 * script and never inlines provider code, so the policy allows them by host (decision 012).
 * @param {Record<string, string | undefined>} env
 */
function adProviderScriptSources(env) {
  return ['FLEXONE_SCRIPT_URL', 'YAHOO_ADS_SCRIPT_URL'].flatMap((name) => {
    const url = parseUrl(env[name]);
    return url?.protocol === 'https:' ? [url.origin] : [];
  });
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}

/**
 * Hosts images are loaded from: the origins of the three image base URLs and, in mock mode, the
 * bundled content API (which serves every image it hands out). The content API is local in mock
 * mode and its port is chosen at run time (tests, demo), so any port of a loopback host is allowed.
 * @param {Record<string, string | undefined>} env
 */
function imageSources(env) {
  const sources = IMAGE_BASE_URL_VARIABLES.map((name) => parseUrl(env[name])?.origin).filter((origin) => typeof origin === 'string');
  const mockBase = env.NEXT_PUBLIC_USE_MOCK_DATA === 'true' && env.NEXT_PUBLIC_ENV !== 'prd' ? parseUrl(env.NEXT_PUBLIC_MOCK_API_BASE_URL) : null;
  if (mockBase) {
    const hosts = LOOPBACK_HOSTS.includes(mockBase.hostname) ? LOOPBACK_HOSTS : [mockBase.hostname];
    sources.push(...hosts.map((host) => `${mockBase.protocol}//${host}:*`));
  }
  return /** @type {string[]} */ (unique(sources));
}

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...unique(values)].join(' '))
    .join('; ');
}

/** Both policies send their violation reports to the site's logging endpoint. */
const REPORT_DIRECTIVES = { 'report-uri': [REPORT_PATH], 'report-to': [REPORT_ENDPOINT_NAME] };

/**
 * The site's policy: scripts only from this origin, the ad library, analytics and the ad providers'
 * hosts, and the inline scripts whose hashes the post-build step writes in place of the placeholder
 * (every page of a Turbopack build carries one inline bootstrap); no 'unsafe-inline', no 'unsafe-eval'.
 * `dev` (next dev): Turbopack's dev runtime and React's dev tools evaluate code and inline scripts
 * that no build step sees, so the dev server keeps 'unsafe-inline' 'unsafe-eval' (docs/decisions/030).
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [options]
 */
function buildSiteCsp(env, { dev = false } = {}) {
  const images = imageSources(env);
  const inlineScripts = dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [BOOTSTRAP_HASHES_PLACEHOLDER];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...AD_SCRIPT_HOSTS, ...ANALYTICS_SCRIPT_HOSTS, ...adProviderScriptSources(env)],
    // React sets style attributes (reserved ad boxes and the like); Sass modules ship as files.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images, ...AD_IMAGE_HOSTS, ...ANALYTICS_IMAGE_HOSTS],
    'media-src': ["'self'", ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...AD_CONNECT_HOSTS, ...ANALYTICS_CONNECT_HOSTS],
    'frame-src': [...VIDEO_FRAME_HOSTS, ...AD_FRAME_HOSTS, 'https://www.googletagmanager.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...REPORT_DIRECTIVES,
  });
}

/**
 * The AMP twins' policy: AMP allows no site scripts, only the AMP runtime (which uses blob:
 * workers) and its inline `<style amp-custom>`/boilerplate; amp-ad and amp-youtube render in frames.
 * @param {Record<string, string | undefined>} env
 */
function buildAmpCsp(env) {
  const images = imageSources(env);
  return serialize({
    'default-src': ["'self'"],
    'script-src': [...AMP_SCRIPT_HOSTS, 'blob:'],
    'style-src': ["'unsafe-inline'", 'https://cdn.ampproject.org/'],
    'img-src': ["'self'", 'data:', 'blob:', ...images, ...AD_IMAGE_HOSTS, ...ANALYTICS_IMAGE_HOSTS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://cdn.ampproject.org', 'https://*.ampproject.net', ...AD_CONNECT_HOSTS, ...ANALYTICS_CONNECT_HOSTS],
    'frame-src': [...AMP_FRAME_HOSTS, ...AD_FRAME_HOSTS],
    'worker-src': ['blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...REPORT_DIRECTIVES,
  });
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers for every response except the Content-Security-Policy itself.
 * @returns {{key: string, value: string}[]}
 */
function commonSecurityHeaders() {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // The endpoint the policies' report-to names (Reporting API; a relative URL is resolved against the page).
    { key: 'Reporting-Endpoints', value: `${REPORT_ENDPOINT_NAME}="${REPORT_PATH}"` },
  ];
}

/** Route-pattern prefix of the AMP twins (foundation/paths/amp.ts). */
const AMP_SOURCE = '/article/amp/:path*';

/**
 * next.config.js `headers()` entries: the site policy on every path, then the AMP policy on the AMP
 * twins (when two entries set the same key, Next keeps the later one).
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [options] dev: the policy of `next dev` (see buildSiteCsp)
 */
function securityHeaders(env, options = {}) {
  return [
    { source: '/:path*', headers: [...commonSecurityHeaders(), { key: 'Content-Security-Policy', value: buildSiteCsp(env, options) }] },
    { source: AMP_SOURCE, headers: [{ key: 'Content-Security-Policy', value: buildAmpCsp(env) }] },
  ];
}

/** @param {string} policy @returns {Map<string, string[]>} */
function parseCsp(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [/** @type {string} */ (name), values]),
  );
}

module.exports = {
  buildSiteCsp,
  buildAmpCsp,
  securityHeaders,
  commonSecurityHeaders,
  parseCsp,
  imageSources,
  adProviderScriptSources,
  PERMISSIONS_POLICY,
  BOOTSTRAP_HASHES_PLACEHOLDER,
  REPORT_PATH,
  REPORT_ENDPOINT_NAME,
  AD_SCRIPT_HOSTS,
  ANALYTICS_SCRIPT_HOSTS,
  VIDEO_FRAME_HOSTS,
};
