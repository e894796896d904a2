// @ts-check
/**
 * Lint rules, including the import boundaries between the rooms of DESIGN.md:
 *
 *   design-system → design-system only
 *   app           → design-system, app (mocks/scenarios only from app/dev, the dev-only entry)
 *     app/learner     → app/shared and the entry, never app/backoffice
 *     app/backoffice  → app/shared and the entry, never app/learner
 *     app/shared      → neither side: what both sides use cannot depend on one of them
 *       api/contract and lib/validation → never the copy catalogue: the copy reads the contract's
 *                       types, rules and words, so the other way would close a circle (issue 26)
 *   mocks         → app/shared/api/contract, app/shared/lib (pure libraries), mocks, scenarios
 *   scenarios     → app/shared/api/contract, scenarios
 *
 * An import the other way is a design bug; `tests/lint/boundaries.test.ts` proves these rules fire.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Regular expressions matching an import of a room, by alias or by a relative path into it. */
const room = {
  app: '^(@app/|(\\.\\./)+app/)',
  appExceptContract: '^(@app/(?!shared/api/contract/)|(\\.\\./)+app/(?!shared/api/contract/))',
  learner: '^(@app/learner/|(\\.\\./)+learner/)',
  backoffice: '^(@app/backoffice/|(\\.\\./)+backoffice/)',
  mocks: '^(@mocks/|(\\.\\./)+mocks/)',
  scenarios: '^(@scenarios/|(\\.\\./)+scenarios/)',
  copy: '^(@app/shared/copy(/|$)|(\\.\\./)+(app/)?(shared/)?copy(/|$))',
};

/** @param {string} message @param {string} regex */
const forbid = (message, regex) => ({ regex, message });

/**
 * The app's rule for the files matching `files`: never the mock or the scenarios (only app/dev may),
 * plus the side's own `extra` patterns. One function, because a later flat-config block replaces
 * (not merges) an earlier block's `no-restricted-imports` for the same file.
 * @param {string} files @param {{regex: string, message: string}[]} extra
 */
function appRooms(files, extra) {
  return {
    files: [files],
    ignores: ['app/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid('app may reach the mock only through app/dev (the dev-only entry).', room.mocks),
            forbid('app may reach scenarios only through app/dev (the dev-only entry).', room.scenarios),
            ...extra,
          ],
        },
      ],
    },
  };
}

/** What app/shared may not import, whichever of its folders a file is in. */
const sharedServesBothSides = [
  forbid('app/shared serves both sides: it may not import the learner site (app/learner).', room.learner),
  forbid('app/shared serves both sides: it may not import the back-office (app/backoffice).', room.backoffice),
];

export const boundaryRules = {
  designSystem: {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid('design-system is domain-neutral: it may not import from app/.', room.app),
            forbid('design-system may not import from mocks/.', room.mocks),
            forbid('design-system may not import from scenarios/.', room.scenarios),
          ],
        },
      ],
    },
  },
  app: appRooms('app/**/*.{ts,tsx}', []),
  learner: appRooms('app/learner/**/*.{ts,tsx}', [
    forbid('learner code may not import the back-office (app/backoffice): share it through app/shared.', room.backoffice),
  ]),
  backoffice: appRooms('app/backoffice/**/*.{ts,tsx}', [
    forbid('back-office code may not import the learner site (app/learner): share it through app/shared.', room.learner),
  ]),
  shared: appRooms('app/shared/**/*.{ts,tsx}', sharedServesBothSides),
  /**
   * The contract and the rules it builds on hold their own messages and words (the mock, which may
   * import only the contract, answers with them); the copy catalogue reads them from here.
   */
  contract: appRooms('app/shared/{api/contract,lib/validation}/**/*.{ts,tsx}', [
    ...sharedServesBothSides,
    forbid(
      'the contract and the validation rules may not import the copy catalogue (app/shared/copy): keep a message or word with its rule in the contract, and let the copy read it from there.',
      room.copy,
    ),
  ]),
  mocks: {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              'mocks may import from the app only app/shared/api/contract and app/shared/lib (pure libraries both sides use, such as the spreadsheet writers; not app code).',
              '^(@app/(?!shared/api/contract/|shared/lib/)|(\\.\\./)+app/(?!shared/api/contract/|shared/lib/))',
            ),
          ],
        },
      ],
    },
  },
  scenarios: {
    files: ['scenarios/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid('scenarios may import only app/shared/api/contract from the app.', room.appExceptContract),
            forbid('scenarios are declarative: the mock engine reads them, not the other way.', room.mocks),
          ],
        },
      ],
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.e2e',
      'tests/lint/fixtures/**',
      // The mock's HLS segments end in .ts but are MPEG-TS video, not TypeScript.
      'mocks/public/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `interface X extends Y {}` is how an area adds to a registry by declaration merging
      // (the mock database's MockCollections).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...storybook.configs['flat/recommended'],
  boundaryRules.designSystem,
  boundaryRules.app,
  boundaryRules.learner,
  boundaryRules.backoffice,
  boundaryRules.shared,
  boundaryRules.contract,
  boundaryRules.mocks,
  boundaryRules.scenarios,
);
