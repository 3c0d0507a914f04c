/** @jest-environment node */
import type { NextConfig } from 'next';
import { GPT_SCRIPT_URL } from '@/lib/client/gpt/constants';
import { BOOTSTRAP_HASHES_PLACEHOLDER, buildAmpCsp, buildSiteCsp, imageSources, parseCsp, securityHeaders } from '@/lib/security/csp';

// next.config.js is CommonJS and not type-checked by tsc (allowJs is off).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../../next.config.js') as NextConfig;

const PRD_ENV = {
  NEXT_PUBLIC_ENV: 'prd',
  NEXT_PUBLIC_USE_MOCK_DATA: 'false',
  NEXT_PUBLIC_MOCK_API_BASE_URL: 'http://localhost:8080',
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'https://camion.img.example/a/b',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'https://common.img.example/common',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'https://uploaded.img.example:8443/up',
};
const DEMO_ENV = {
  NEXT_PUBLIC_ENV: 'dev',
  NEXT_PUBLIC_USE_MOCK_DATA: 'true',
  NEXT_PUBLIC_MOCK_API_BASE_URL: 'http://localhost:8080',
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'http://localhost:8080/images/camion',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'http://localhost:8080/images/common',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'http://localhost:8080/images/uploaded',
};

const directive = (policy: string, name: string): string[] => parseCsp(policy).get(name) ?? [];

describe('site Content-Security-Policy (docs/decisions/013)', () => {
  const policy = buildSiteCsp(PRD_ENV);

  it('scripts: this origin, the bootstrap hashes (written after the build), the GPT library hosts and Google analytics only; never eval, no inline', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      BOOTSTRAP_HASHES_PLACEHOLDER,
      'https://securepubads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
      'https://tpc.googlesyndication.com',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
  });

  it('the ad providers’ script hosts configured at build time are allowed (https origins only)', () => {
    const withProviders = buildSiteCsp({ ...PRD_ENV, FLEXONE_SCRIPT_URL: 'https://flexone.example/tag.js', YAHOO_ADS_SCRIPT_URL: 'http://yads.example/js/yads.js' });
    expect(directive(withProviders, 'script-src')).toContain('https://flexone.example');
    expect(directive(withProviders, 'script-src').some((source) => source.includes('yads'))).toBe(false);
  });

  it('violations are reported to the site’s own logging endpoint (report-uri, and report-to through Reporting-Endpoints)', () => {
    expect(directive(policy, 'report-uri')).toEqual(['/api/logging/']);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
  });

  it('next dev keeps inline scripts and eval (Turbopack dev, React dev tools), with no placeholder to fill', () => {
    const dev = buildSiteCsp(PRD_ENV, { dev: true });
    expect(directive(dev, 'script-src').slice(0, 3)).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(dev).not.toContain(BOOTSTRAP_HASHES_PLACEHOLDER);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('the GPT script the site loads is allowed by script-src', () => {
    expect(directive(policy, 'script-src')).toContain(new URL(GPT_SCRIPT_URL).origin);
  });

  it('images: this origin, data:, the origins of the three configured image base URLs and the ad/analytics hosts', () => {
    const images = directive(policy, 'img-src');
    expect(images.slice(0, 3)).toEqual(["'self'", 'data:', 'blob:']);
    expect(images).toEqual(expect.arrayContaining(['https://camion.img.example', 'https://common.img.example', 'https://uploaded.img.example:8443']));
    expect(images).toContain('https://tpc.googlesyndication.com');
    expect(images.some((source) => source.includes('localhost'))).toBe(false);
  });

  it('frames: the no-cookie YouTube player and the GPT creative frames, nothing else', () => {
    const frames = directive(policy, 'frame-src');
    expect(frames).toContain('https://www.youtube-nocookie.com');
    expect(frames).toContain('https://tpc.googlesyndication.com');
    expect(frames).not.toContain("'self'");
    expect(frames.every((source) => source.startsWith('https://'))).toBe(true);
  });

  it('connect: this origin (proxies, page-props refresh) and analytics/ad beacons', () => {
    const connect = directive(policy, 'connect-src');
    expect(connect[0]).toBe("'self'");
    expect(connect).toContain('https://*.google-analytics.com');
  });

  it.each([
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['default-src', ["'self'"]],
  ])('%s is %j', (name, expected) => {
    expect(directive(policy, name)).toEqual(expected);
  });

  it('mock mode allows the bundled content API on any loopback port (it serves the images; tests pick free ports)', () => {
    expect(imageSources(DEMO_ENV)).toEqual(['http://localhost:8080', 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('mock mode never widens the policy in production', () => {
    expect(imageSources({ ...DEMO_ENV, NEXT_PUBLIC_ENV: 'prd' })).toEqual(['http://localhost:8080']);
  });

  it('a remote mock base URL allows only its own host, not loopback', () => {
    expect(imageSources({ ...PRD_ENV, NEXT_PUBLIC_ENV: 'stg', NEXT_PUBLIC_USE_MOCK_DATA: 'true', NEXT_PUBLIC_MOCK_API_BASE_URL: 'https://mock.example' })).toEqual([
      'https://camion.img.example',
      'https://common.img.example',
      'https://uploaded.img.example:8443',
      'https://mock.example:*',
    ]);
  });

  it('malformed or non-http image base URLs add nothing (no injection of directives)', () => {
    const sources = imageSources({ NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'javascript:alert(1)', NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'not a url; script-src *' });
    expect(sources).toEqual([]);
  });
});

describe('AMP Content-Security-Policy', () => {
  const policy = buildAmpCsp(PRD_ENV);

  it('scripts only from the AMP CDN (and its blob: workers), no site scripts, no inline scripts', () => {
    expect(directive(policy, 'script-src')).toEqual(['https://cdn.ampproject.org/', 'blob:']);
    expect(policy).not.toContain(BOOTSTRAP_HASHES_PLACEHOLDER);
  });

  it('reports to the same endpoint as the site policy', () => {
    expect(directive(policy, 'report-uri')).toEqual(['/api/logging/']);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
  });

  it('allows the inline amp-custom and boilerplate styles and the image hosts', () => {
    expect(directive(policy, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(policy, 'img-src')).toContain('https://common.img.example');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('next.config.js headers()', () => {
  it('every path gets CSP, nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options; the AMP twins get the AMP policy last (last wins)', async () => {
    const entries = await nextConfig.headers!();
    expect(entries.map((entry) => entry.source)).toEqual(['/:path*', '/article/amp/:path*']);
    const all = Object.fromEntries(entries[0]!.headers.map(({ key, value }) => [key, value]));
    expect(all).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
      'Reporting-Endpoints': 'csp-endpoint="/api/logging/"',
    });
    expect(all['Permissions-Policy']).toEqual(expect.stringContaining('camera=(), microphone=(), geolocation=()'));
    expect(all['Permissions-Policy']).toContain('interest-cohort=()');
    expect(all['Content-Security-Policy']).toBe(buildSiteCsp(process.env));
    expect(entries[1]!.headers).toEqual([{ key: 'Content-Security-Policy', value: buildAmpCsp(process.env) }]);
  });

  it('securityHeaders is what next.config.js serves', async () => {
    expect(await nextConfig.headers!()).toEqual(securityHeaders(process.env));
  });

  it('next dev (NODE_ENV development) gets the dev policy', async () => {
    const original = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = 'development';
    try {
      expect(await nextConfig.headers!()).toEqual(securityHeaders(process.env, { dev: true }));
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = original;
    }
  });

  it('keeps the redirects', async () => {
    expect((await nextConfig.redirects!()).length).toBeGreaterThan(0);
  });
});
