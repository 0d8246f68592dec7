import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Comments cite the repository's own documents (docs/product.md, docs/engine-contract.md,
 * docs/architecture.md, docs/decisions/), never the specification files that lived beside the
 * repository and are not in it. Tested in tests/lint/docs-citations.test.ts.
 */
const OUTSIDE_DOCUMENT = /(?<![\w.-])(?:SPEC|ARCHITECTURE|TOOLCHAIN)\.md\b|\.\.\/shared\b/;
const docsCitations = {
  rules: {
    'no-outside-docs': {
      meta: {
        type: 'problem',
        docs: { description: 'Comments cite documents inside the repository' },
        messages: {
          outside:
            "'{{cited}}' is not in the repository: cite docs/product.md, docs/engine-contract.md or docs/architecture.md with the section (docs/product.md#cart).",
        },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = OUTSIDE_DOCUMENT.exec(comment.value);
              if (found)
                context.report({
                  loc: comment.loc,
                  messageId: 'outside',
                  data: { cited: found[0] },
                });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/enforce-id': 'off',
    },
  },
  {
    // Every user-facing string goes through react-intl: no text literal in components' JSX.
    files: ['design-system/src/components/**/*.tsx', 'stories/**/*.tsx', 'site/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{aria-label,aria-description,alt,title,placeholder,label}']],
          },
        },
      ],
    },
  },
  {
    // Stories reference catalog ids of stories/i18n; the English text lives in en.json there.
    files: ['stories/**/*.tsx'],
    rules: { 'formatjs/enforce-default-message': 'off' },
  },
  {
    // In tests a missing value should fail the test where it is read; `!` says so tersely.
    files: ['engine/test/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    plugins: { 'fairway-docs': docsCitations },
    rules: { 'fairway-docs/no-outside-docs': 'error' },
  },
);
