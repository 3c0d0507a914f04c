import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'coverage/**', '.cache/**', 'next-env.d.ts'],
  },
  {
    // The bare-Next floor (scripts/lib/bare-floor.mjs): a separate app, not the site's code.
    ignores: ['scripts/bench/bare-floor/**'],
  },
  {
    rules: {
      // Pages are thin: nothing may import from pages/ (STYLE.md, one-directional imports).
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' }] }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Layers that run one way (docs/architecture.md; __tests__/architecture/import-layers.test.ts
  // checks the whole graph, cycles included): foundation ← api-clients ← ads ← lib ← components ←
  // pages. Each rule below names what a folder may not import.
  ...[
    ['foundation/**', ['api-clients', 'ads', 'lib', 'components'], 'foundation/ is the bottom layer: settings, logging, metrics, validation, formatting, paths.'],
    ['api-clients/**', ['ads', 'lib', 'components'], 'api-clients/ imports only foundation/.'],
    ['ads/**', ['lib', 'components'], 'ads/ imports only api-clients/ and foundation/.'],
    ['lib/**', ['components'], 'lib/ (server pipeline, page data, browser hooks) never imports components/.'],
  ].map(([files, above, message]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' },
            { group: ['@/mocks', '@/mocks/*', '@/scripts', '@/scripts/*'], message: 'The site never imports mocks/ or scripts/.' },
            ...above.map((folder) => ({ group: [`@/${folder}`, `@/${folder}/*`], message })),
          ],
        },
      ],
    },
  })),
  {
    // Browser code may import values only from client-safe modules: foundation (except its
    // server-only settings, logging and metrics), ads rules, browser hooks (lib/client) and other
    // components. A value import from the server pipeline or an API client drags server code into
    // every page's JavaScript (docs/performance.md, item 5). Types are free.
    files: ['components/**', 'lib/client/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' },
            { group: ['@/mocks', '@/mocks/*', '@/scripts', '@/scripts/*'], message: 'The site never imports mocks/ or scripts/.' },
            {
              regex: '^@/(lib/(?!client/)|api-clients/|foundation/(env/server-env|env/startup-check|logging/|metrics/))',
              allowTypeImports: true,
              message: 'Browser code imports values only from client-safe modules (foundation, ads, lib/client, components); the server pipeline, API clients and server settings are server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' }, { group: ['@/mocks', '@/mocks/*', '@/scripts', '@/scripts/*'], message: 'The site never imports mocks/ or scripts/.' }] },
      ],
    },
  },
  {
    // CommonJS files that Next, jest and the post-build step load with require() (decision 030).
    files: ['next.config.js', 'jest.config.js', 'lib/next-adapters/bootstrap-hashes.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['mocks/**', 'scripts/**', '__tests__/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
];

export default config;
