import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'test-results',
      'demo/.kit-dist',
      '.scratch',
      'test/hosts/.run',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Content is rendered as text: no dangerouslySetInnerHTML.',
        },
        {
          // The same through createElement's props.
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Content is rendered as text: no dangerouslySetInnerHTML.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The reference backend's answers in unit tests are checked against the service contract on the way.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'msw',
              importNames: ['getResponse'],
              message:
                'Import getResponse from test/contract/answers.ts: it checks each answer against the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // An element's server side (`widgets/<tag>/<tag>.server.ts`) and the renderer in `server/` are for servers:
    // React's server render, the documents the fragment handler fetches. No code of the bundle imports them.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*.server.ts', '*.server.tsx', '**/server/*'],
              message:
                'Server code: only server/ and the other .server.ts modules import it, never the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
