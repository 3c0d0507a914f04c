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
