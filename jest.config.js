// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that jest must transform (msw 2 and its dependencies). */
const ESM_PACKAGES = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', '@bundled-es-modules', 'type-fest'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFiles: ['<rootDir>/__tests__/setup/test-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  // budoux's HTML processor (linkedom) is never used by the site (decision 022): a stand-in.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^linkedom$': '<rootDir>/__tests__/setup/linkedom-unused.ts' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'],
  // Build output (and standalone copies of package.json) is not source.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-[^/]*/'],
  testTimeout: 20_000,
  // One worker per core: the workers spend much of their time in jsdom and the transformer, and on a
  // two-core CI machine two workers finish the suite in 197 s where jest's default (cores - 1) takes 331.
  maxWorkers: '100%',
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};
