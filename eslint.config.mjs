import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'coverage/**', '.cache/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // Pages are thin: nothing may import from pages/ (STYLE.md, one-directional imports).
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' }] }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Browser code (components, client hooks) may import values only from pure modules: a value
    // import from a route handler or an API client drags server code into every page's JavaScript
    // (docs/performance.md, item 5). Types are free.
    files: ['components/**', 'lib/client/**', 'components/seo/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/pages', '@/pages/*'], message: 'Nothing imports pages/.' },
            {
              // Everything under lib/routes and api-clients except the pure modules named here.
              regex: '^@/(lib/routes/(?!(article-body|game/game-format|ranking/sell-through)$)|api-clients/(?!page-props-path$))',
              allowTypeImports: true,
              message: 'Browser code imports values only from pure modules (paths, formats, labels); route handlers and API clients are server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files that Next and jest load with require().
    files: ['next.config.js', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['mocks/**', 'scripts/**', '__tests__/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
];

export default config;
