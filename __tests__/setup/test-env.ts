// Settings every test process starts with: the content API is an msw-mounted fake host.
export const TEST_API_BASE_URL = 'http://content-api.test';

Object.assign(process.env, {
  API_BASE_URL: TEST_API_BASE_URL,
  HISTORY_API_BASE_URL: TEST_API_BASE_URL,
  HISTORY_API_USERNAME: 'test-user',
  HISTORY_API_PASSWORD: 'test-password',
  NEXT_PUBLIC_ENV: 'dev',
  NEXT_PUBLIC_MOCK_API_BASE_URL: TEST_API_BASE_URL,
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: `${TEST_API_BASE_URL}/images/camion`,
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: `${TEST_API_BASE_URL}/images/common`,
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: `${TEST_API_BASE_URL}/images/uploaded`,
  NEXT_PUBLIC_SITE_URL: 'https://playnote.test',
  NEXT_TELEMETRY_DISABLED: '1',
  // next.config.js trailingSlash reaches next/link only through the build; mirror it in tests.
  __NEXT_TRAILING_SLASH: 'true',
});
