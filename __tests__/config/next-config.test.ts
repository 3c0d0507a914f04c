/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import imageLoader from '@/foundation/site/image-loader';

// next.config.js is CommonJS and not type-checked by tsc (allowJs is off).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../next.config.js') as NextConfig;

/** Image widths of spec §9. */
const SPEC_IMAGE_WIDTHS = [200, 240, 320, 360, 480, 640, 960, 1280];

describe('next.config.js', () => {
  it('configures no next/image, and no site file imports it: the site renders its own <img> (decision 025)', () => {
    expect(nextConfig.images).toBeUndefined();
    const root = path.resolve(__dirname, '../..');
    const importers = ['pages', 'components', 'lib', 'ads', 'api-clients', 'foundation'].flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
        .filter((file) => /from ['"]next\/(legacy\/)?image['"]|require\(['"]next\/image/.test(readFileSync(path.join(root, folder, file), 'utf8')))
        .map((file) => `${folder}/${file}`),
    );
    expect(importers).toEqual([]);
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
