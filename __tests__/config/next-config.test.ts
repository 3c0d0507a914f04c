/** @jest-environment node */
import type { NextConfig } from 'next';
import imageLoader from '@/foundation/site/image-loader';

// next.config.js is CommonJS and not type-checked by tsc (allowJs is off).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js') as NextConfig;

/** Image widths of spec §9. */
const SPEC_IMAGE_WIDTHS = [200, 240, 320, 360, 480, 640, 960, 1280];

describe('next.config.js', () => {
  it('image widths (imageSizes and deviceSizes together) are exactly those of spec §9', () => {
    const widths = [...(nextConfig.images?.imageSizes ?? []), ...(nextConfig.images?.deviceSizes ?? [])];
    expect([...new Set(widths)].sort((a, b) => a - b)).toEqual(SPEC_IMAGE_WIDTHS);
    expect(widths).toHaveLength(SPEC_IMAGE_WIDTHS.length);
  });

  it('images use the custom loader file (the image CDN resizes, spec §9)', () => {
    expect(nextConfig.images?.loader).toBe('custom');
    expect(nextConfig.images?.loaderFile).toBe('./foundation/site/image-loader.ts');
  });

  it('canonical URLs end in a slash (spec §2 trailing slash)', () => {
    expect(nextConfig.trailingSlash).toBe(true);
  });

  it('does not announce the framework in an X-Powered-By header', () => {
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});

describe('image loader', () => {
  const commonBase = process.env.NEXT_PUBLIC_COMMON_IMAGE_BASE_URL;

  it('test settings provide the common image base URL', () => {
    expect(commonBase).toBe('http://content-api.test/images/common');
  });

  it.each(SPEC_IMAGE_WIDTHS)('absolute URL keeps its host and path and asks for width %s (spec §9)', (width) => {
    const url = new URL(imageLoader({ src: 'https://img.uploaded.example/a/b.jpg?v=2', width }));
    expect(url.host).toBe('img.uploaded.example');
    expect(url.pathname).toBe('/a/b.jpg');
    expect(url.searchParams.get('v')).toBe('2');
    expect(url.searchParams.get('w')).toBe(String(width));
  });

  it('an existing w parameter is replaced, not duplicated', () => {
    const url = new URL(imageLoader({ src: 'http://img.example/x.png?w=9999', width: 480 }));
    expect(url.searchParams.getAll('w')).toEqual(['480']);
  });

  it.each([
    ['/images/logo.png', `${commonBase}/images/logo.png?w=320`],
    ['images/logo.png', `${commonBase}/images/logo.png?w=320`],
    ['//images/logo.png', `${commonBase}/images/logo.png?w=320`],
  ])('relative path %s is served from the common image base URL', (src, expected) => {
    expect(imageLoader({ src, width: 320 })).toBe(expected);
  });

  it('passes the quality when given', () => {
    const url = new URL(imageLoader({ src: '/a.jpg', width: 640, quality: 75 }));
    expect(url.searchParams.get('q')).toBe('75');
    expect(url.searchParams.get('w')).toBe('640');
  });
});
