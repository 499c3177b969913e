// ESLint 9 flat config. Not type-aware on purpose: `npm test` runs it on every change and it must stay fast;
// `tsc -b` already does the type checking.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const code = ['**/*.{ts,tsx,js,mjs,cjs}'];

// Import boundaries: the layers of docs/architecture.md, checked by eslint-plugin-boundaries on every import,
// export-from and dynamic import, whether written relative (`../../games/...`) or aliased (`@/features/games`):
// the resolver (eslint-alias-resolver.cjs) turns both into a file, and the file's folder decides its layer.
const layers = [
  { type: 'config', pattern: 'src/config' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'locales', pattern: 'locales' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'api', pattern: 'src/api' },
  { type: 'components', pattern: 'src/components' },
  { type: 'core', pattern: 'src/core' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'app', pattern: 'src/app' },
  { type: 'mocks', pattern: 'mocks' },
  // The preview and build plugins (Node, never bundled into the app).
  { type: 'server', pattern: 'server' },
  { type: 'tests', pattern: 'tests' },
  { type: 'e2e', pattern: 'e2e' },
  // Last, so it only catches what no folder above claims: main.tsx, and anything put in src outside the layers.
  { type: 'entry', pattern: 'src' },
].map((layer) => ({ partialMatch: false, ...layer }));

/** What each layer may import besides itself; anything not listed is an error. Imports flow one way. */
const mayImport = {
  config: [],
  lib: ['config'],
  i18n: ['config', 'lib', 'locales'],
  api: ['config', 'lib'],
  components: ['config', 'lib', 'i18n'],
  core: ['config', 'lib', 'i18n', 'api', 'components'],
  // A feature never imports another feature: they meet in pages and the popup host (same-feature imports are
  // internal to the element and not checked).
  feature: ['config', 'lib', 'i18n', 'api', 'components', 'core'],
  // Pages and the app reach a feature through its doors only (featureDoors, below).
  pages: ['config', 'lib', 'i18n', 'api', 'components', 'core'],
  app: ['config', 'lib', 'i18n', 'api', 'components', 'core', 'pages'],
  // The mock backend answers the client's own endpoint definitions (src/api, and the endpoint modules of
  // src/core/api and of the features, below); the tests may reach anything they check.
  mocks: ['api'],
  server: [],
  tests: [
    'config',
    'lib',
    'i18n',
    'locales',
    'api',
    'components',
    'core',
    'feature',
    'pages',
    'app',
    'mocks',
    'server',
  ],
  e2e: ['mocks'],
};

/*
 * A feature's endpoint modules, which the mock may import by path: the modules that take endpoint() from src/api.
 * They sit with what uses them, in a feature's api/ folder or in a capability's sub-area (withdraw/receipts/,
 * decision 030), so they are told by what they declare rather than by their folder.
 */
const featuresRoot = fileURLToPath(new URL('./src/features/', import.meta.url));
const declaresEndpoint = /import\s*{[^}]*\bendpoint\b[^}]*}\s*from\s*'@\/api'/;
const featureEndpoints = readdirSync(featuresRoot, { recursive: true })
  .map((file) => String(file).split(sep).join('/'))
  .filter((file) => file.endsWith('.ts') && declaresEndpoint.test(readFileSync(featuresRoot + file, 'utf8')))
  .map((file) => `src/features/${file}`);

const layerPolicies = [
  ...Object.entries(mayImport).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: { anyOf: to } } } },
  })),
  // main.tsx starts the app and, in development only, may load the mock by dynamic import.
  {
    from: { element: { type: 'entry' }, file: { categories: 'entry' } },
    allow: { to: { element: { types: { anyOf: ['app', 'styles'] } } } },
  },
  {
    from: { element: { type: 'entry' }, file: { categories: 'entry' } },
    allow: { to: { element: { type: 'mocks' } }, dependency: { nodeKind: 'dynamic-import' } },
  },
  {
    from: { element: { type: 'mocks' } },
    allow: { to: { element: { types: { anyOf: ['core', 'feature'] } }, file: { categories: 'endpoint' } } },
  },
  // A feature's doors are the files at its root (index.ts, and a door of its own where a chunk must carry
  // only part of the feature: games/lobby.ts, announcements/start-up.ts): what lies below is the feature's
  // to move. A lazy chunk names the module it loads, so a dynamic import may go deeper.
  {
    from: { element: { types: { anyOf: ['pages', 'app'] } } },
    allow: { to: { element: { type: 'feature' }, file: { categories: 'feature-door' } } },
  },
  {
    from: { element: { types: { anyOf: ['pages', 'app'] } } },
    allow: { to: { element: { type: 'feature' } }, dependency: { nodeKind: 'dynamic-import' } },
  },
];

const httpOnlyInApi = 'Only src/api speaks HTTP: use request() from src/api instead.';
const httpOutsideApi = ['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: httpOnlyInApi }));

const layerMessage =
  'Layer "{{from.element.type}}" may not import ' +
  '{{#if to.element.type}}layer "{{to.element.type}}"{{else}}a file outside the layers{{/if}}. ' +
  'Imports flow one way, features never import each other, pages and the app reach a feature through the ' +
  'files at its root (or a dynamic import), src never imports mocks or tests (docs/architecture.md).';

export default [
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      // Generated by msw's CLI when a browser worker is used; not ours to lint.
      'public/mockServiceWorker.js',
    ],
  },

  { files: code, ...js.configs.recommended },
  ...tseslint.configs.recommended,
  {
    files: code,
    rules: {
      // `_`-prefixed names are the usual way to say "deliberately unused" (callback positions, rest omits).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Where code runs decides which globals exist.
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    files: ['*.{js,mjs,cjs,ts}', 'mocks/**', 'server/**', 'bench/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  // CommonJS where a tool loads the file with require() (the ESLint resolver).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // React: hooks everywhere in the app, accessibility in its markup.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // Component tests use Testing Library the way it is meant to be used (queries by role, no container digging).
  { files: ['tests/**/*.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },

  // Boundaries: one rule for every layer and every form of import (docs/architecture.md).
  {
    files: code,
    plugins: { boundaries },
    settings: {
      // Resolves `@/` and `@mocks/` as tsconfig's paths do, so an aliased import lands in the same layer as
      // its relative twin. Not type-aware: resolution only, which keeps lint fast.
      'import/resolver': { './eslint-alias-resolver.cjs': {} },
      'boundaries/elements': layers,
      'boundaries/files': [
        { category: 'entry', pattern: 'src/main.tsx' },
        { category: 'endpoint', pattern: 'src/core/api/**' },
        { category: 'endpoint', pattern: featureEndpoints },
        { category: 'feature-door', pattern: 'src/features/*/*' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkUnknownLocals: true, message: layerMessage, policies: layerPolicies },
      ],
    },
  },
  // axios is src/api's business: everything else calls request() from src/api (static and dynamic imports).
  {
    files: code,
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: httpOnlyInApi }],
          patterns: [{ group: ['axios/*'], message: httpOnlyInApi }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression > Literal[value=/^axios($|\\u002F)/]', message: httpOnlyInApi },
      ],
    },
  },
  // No import cycles: in src a cycle is a layer leaning on itself; in mocks it would bring back a store that
  // knows the domains and domains that reach for the store (decision 032). `import type` is not counted.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { './eslint-alias-resolver.cjs': {} },
      // The rule reads the imported files too, which are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**'],
    // The fake phone provider plays a vendor SDK, which talks to its own servers, not the platform's.
    ignores: ['src/api/**', 'src/features/register/phone-auth/fake-provider.ts'],
    rules: { 'no-restricted-globals': ['error', ...httpOutsideApi] },
  },
];
