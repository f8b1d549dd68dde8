// ESLint for backend, frontend and tests (flat config). Formatting is Prettier's job (.prettierrc.json) and module
// boundaries are dependency-cruiser's (.dependency-cruiser.cjs): `npm run lint` runs all three.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'frontend/src/routeTree.gen.ts',
      'frontend/src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  // Type-aware: catches unhandled promises and promises passed where a callback returns nothing.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with its nearest tsconfig (the root one for backend and tests, frontend/tsconfig.json for the app,
        // test/browser/tsconfig.json for the browser tests); Playwright's config belongs to none and gets the default project.
        projectService: { allowDefaultProject: ['playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      // Node built-ins, then packages, then our own files. Not alphabetised inside a group: the order in a group is the
      // author's (framework first, then what builds on it), and sorting it would rewrite most import blocks for nothing.
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', ['internal', 'unknown'], ['parent', 'sibling', 'index']], 'newlines-between': 'never' },
      ],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      // TanStack Router's `throw redirect(...)` / `throw notFound()` are how a route redirects or 404s; anything else thrown must be an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // Fastify hooks and MikroORM migrations are async by contract, with or without an await inside: flagging them is noise.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Sizes a newcomer can read: a backend or common/ file of at most 250 lines and functions of at most 60 (migrations
    // are history, tests are lists of cases).
    files: ['backend/src/**/*.ts', 'common/**/*.ts'],
    ignores: ['backend/src/database/migrations/**', '**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // @nestjs/swagger is loaded only to serve the API docs (openapi.ts): controllers and DTOs take its decorators from
    // shared/http/api-docs.ts, which notes them and applies the real ones then. An import of the package elsewhere brings
    // its ~100 modules into every running shop's memory.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/openapi.ts', 'backend/src/shared/http/api-docs.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/swagger', message: 'Import the decorators from shared/http/api-docs (loaded only to serve the docs).' },
            // class-validator's index loads every decorator it has, libphonenumber-js's metadata among them (3.6 MiB).
            {
              name: 'class-validator',
              message: 'Import the decorators from shared/http/input/validators (class-validator without its index).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // common/ runs in the server and in the browser alike (.dependency-cruiser.cjs keeps its imports in common/): it reads
    // neither's globals.
    files: ['common/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global'],
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'],
      ],
    },
  },
  {
    // The front end's functions and components too, and its build's plugins (the generated files are the tools').
    files: ['frontend/**/*.{ts,tsx,mts}'],
    ignores: ['**/*.test.ts', 'frontend/src/api/schema.gen.ts', 'frontend/src/routeTree.gen.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The tools and the tests' helpers too: the benchmark, the build and docs scripts, the test support and the browser
    // and API tests' helpers (the test files themselves are lists of cases).
    files: [
      'test/bench/**/*.{js,mjs,cjs,ts}',
      'backend/scripts/**/*.{js,mjs,cjs,ts}',
      'docs/tools/**/*.{js,mjs,cjs,ts}',
      'test/support/**/*.{js,mjs,cjs,ts}',
      'test/browser/**/*.ts',
      'test/api/**/*.ts',
    ],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['test/**/*.ts', '**/*.spec.ts'],
    rules: {
      // HTTP and browser tests read JSON bodies typed `any` (ApiResponse, response.json()) and assert on their fields, and
      // Jest's asymmetric matchers (expect.objectContaining...) are typed `any`: typing every body would repeat the API's
      // shapes once more without checking anything the assertions don't.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
);
