import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The package boundaries (README.md, "The arrows go one way"). no-restricted-paths judges the file
 * an import resolves to, so it catches relative paths and package names alike; a package name the
 * importer does not depend on resolves nowhere, so no-restricted-imports names those.
 */
const ENGINE_ONLY_THROUGH_CONTRACT =
  'The site reaches the engine only through @fairway/contract (its calls and code tables).';
const NOTHING_IMPORTS_THE_SITE = 'Nothing imports the site: it is the leaf of the workspace.';
const RULES_ARE_PLAIN =
  '@fairway/rules is plain TypeScript that the engine runs in Node: no React, CSS or other package of ours.';

/**
 * Inside the site, the platform is what every feature stands on: it knows no feature. Its own
 * tests may drive it with real feature modules (the cache with the shared answers it keeps).
 */
export const platformZone = {
  target: './site/app/platform',
  from: './site/app/features',
  message: 'The platform knows no feature: features import the platform, never the other way.',
};

export const boundaryZones = [
  { target: './site', from: './engine', message: ENGINE_ONLY_THROUGH_CONTRACT },
  {
    target: ['./engine', './design-system', './rules', './contract', './stories', './.storybook'],
    from: './site',
    message: NOTHING_IMPORTS_THE_SITE,
  },
  {
    target: './design-system',
    from: './engine',
    message: 'The design system knows nothing of the engine; its components take view props.',
  },
  {
    target: './rules',
    from: ['./design-system', './engine', './contract'],
    message: RULES_ARE_PLAIN,
  },
  {
    target: './contract',
    from: ['./design-system', './engine'],
    message:
      '@fairway/contract holds the calls and code tables only: rules, zod, nothing else of ours.',
  },
  {
    target: './engine',
    from: './design-system',
    message: 'The engine uses @fairway/rules and @fairway/contract, not the React design system.',
  },
];

const packageNames = (names, message) => ({
  patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }],
});

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
  {
    // Boundaries and cycles hold for every file, tests included.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads the files an import leads to: these are the ones it parses, and how.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, platformZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['site/app/platform/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageNames(['@fairway/engine'], ENGINE_ONLY_THROUGH_CONTRACT),
      ],
    },
  },
  {
    // Two integration tests check the site against the engine's own code (its renderer and seed,
    // a real engine for the names cache): the one deliberate crossing, named here file by file.
    files: ['site/app/**/place-names.server.test.ts', 'site/app/**/sanitize-html.server.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['stories/**', '.storybook/**'],
    rules: {
      'no-restricted-imports': ['error', packageNames(['@fairway/site'], NOTHING_IMPORTS_THE_SITE)],
    },
  },
  {
    files: ['engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageNames(
          ['@fairway/site', '@fairway/design-system'],
          'The engine uses @fairway/rules and @fairway/contract, not the site or the React design system.',
        ),
      ],
    },
  },
  {
    files: ['design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageNames(
          ['@fairway/site', '@fairway/engine', '@fairway/contract'],
          'The design system knows neither the site nor the engine; its components take view props.',
        ),
      ],
    },
  },
  {
    files: ['rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageNames(
          [
            'react',
            'react-dom',
            'react-intl',
            '@vanilla-extract',
            '@fairway/design-system',
            '@fairway/engine',
            '@fairway/site',
            '@fairway/contract',
          ],
          RULES_ARE_PLAIN,
        ),
      ],
    },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageNames(
          ['react', 'react-dom', '@fairway/design-system', '@fairway/engine', '@fairway/site'],
          '@fairway/contract holds the calls and code tables only: rules, zod, nothing else of ours.',
        ),
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    plugins: { 'fairway-docs': docsCitations },
    rules: { 'fairway-docs/no-outside-docs': 'error' },
  },
);
