/** @jest-environment node */
import { parseBrowserEnv } from '@/foundation/env/browser-env';
import { parseClientEnv } from '@/foundation/env/client-env';

const images = {
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'https://img.example.jp/camion',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'https://img.example.jp/common',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'https://img.example.jp/uploaded',
};

describe('the browser’s client settings agree with the validated ones (spec §5)', () => {
  it.each([
    ['defaults', {}],
    ['dev with a site URL', { NEXT_PUBLIC_ENV: 'dev', NEXT_PUBLIC_SITE_URL: 'https://www.playnote.example' }],
    ['stg with analytics ids', { NEXT_PUBLIC_ENV: 'stg', NEXT_PUBLIC_GA_ID: 'G-ABC123', NEXT_PUBLIC_GTM_ID: 'GTM-XYZ9' }],
    ['prd', { NEXT_PUBLIC_ENV: 'prd' }],
  ])('%s', (_name, values: Record<string, string>) => {
    const validated = parseClientEnv({ ...images, ...values });
    const browser = parseBrowserEnv({
      NEXT_PUBLIC_ENV: values.NEXT_PUBLIC_ENV,
      NEXT_PUBLIC_SITE_URL: values.NEXT_PUBLIC_SITE_URL,
    });
    expect(browser).toEqual({
      NEXT_PUBLIC_ENV: validated.NEXT_PUBLIC_ENV,
      NEXT_PUBLIC_SITE_URL: validated.NEXT_PUBLIC_SITE_URL,
    });
  });
});
