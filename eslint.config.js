import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * Module faces (DESIGN, "Repository layout"): a server module reaches another only through its
 * index.ts, so `../customers` but never `../customers/queries`. Test files may also import another
 * module's test helpers (`test-helpers.ts`, `*-test-helpers.ts`): the documented exception.
 * Proved by apps/server/src/core/lint-rules.test.ts.
 */
const SERVER = 'apps/server/src';
const FACE_MESSAGE =
  "Reach another module through its face: import from the module's folder (its index.ts) and export what you need there.";
const notFace = (tests) => (tests ? '(?!index$|(?:[\\w-]+-)?test-helpers$)' : '(?!index$)');
const facePatterns = (depth, tests) => [
  // from anywhere: a path naming modules/<m>/<internal file>
  { regex: `(^|/)modules/[^/]+/${notFace(tests)}`, message: FACE_MESSAGE },
  // from a file `depth` folders inside modules/: ../<sibling module>/<internal file>
  ...(depth
    ? [{ regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/${notFace(tests)}`, message: FACE_MESSAGE }]
    : []),
];
const TESTS = ['*.test.ts', '*test-helpers.ts'];
const faceRules = [0, 1, 2].flatMap((depth) => {
  const dir = depth ? `${SERVER}/modules/${'*/'.repeat(depth)}` : `${SERVER}/**/`;
  return [false, true].map((tests) => ({
    // the bench reaches the server's modules like app.ts does, through their faces
    files: tests ? TESTS.map((t) => dir + t) : [`${dir}*.ts`, ...(depth ? [] : ['bench/**/*.ts'])],
    rules: { 'no-restricted-imports': ['error', { patterns: facePatterns(depth, tests) }] },
  }));
});

/*
 * db/shapes.ts (ShapedQuery, one prepared statement per filter shape) is the orders hot path's tool;
 * only these files use it for a measured reason (order list, detail and create read forms and tags
 * in their statements). A new user adds itself here with the bench numbers that justify it.
 */
const SHAPES_ALLOWED = [
  `${SERVER}/db/**`,
  `${SERVER}/modules/orders/**`,
  `${SERVER}/modules/forms/queries.ts`,
  `${SERVER}/modules/tags/service.ts`,
  // map markers (issue 26): the order lists' shaped condition grouped on a grid (bench: markers row)
  `${SERVER}/modules/dispatch-map/markers.ts`,
];
const shapesRule = (level) => ({
  '@typescript-eslint/no-restricted-imports': [
    level,
    {
      patterns: [
        {
          regex: '(^|/)db/shapes$',
          message: 'db/shapes (ShapedQuery) is for the measured hot paths listed in eslint.config.js.',
        },
      ],
    },
  ],
});

/*
 * Web module faces (DESIGN, "Repository layout"): a web module reaches another only through its
 * index.ts (`../../orders`, never `../../orders/components/OrderTable`). Code outside the modules
 * (shell/, components/) may also use a module's paths.ts (its URLs; it loads none of the module's
 * code), and src/routes.ts each module's routes.ts. Proved by apps/web/src/lint-rules.test.ts.
 */
const WEB = 'apps/web/src';
const WEB_FACE_MESSAGE =
  "Reach another web module through its index.ts: import from the module's folder and export what you need there.";
const webFace = (prefix, faces) => ({
  regex: `${prefix}[^./][^/]*/(?!(?:${faces})$)`,
  message: WEB_FACE_MESSAGE,
});
const webFaceRule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const webFaceRules = [
  // outside the modules: a path naming modules/<m>/<file>
  { files: [`${WEB}/**/*.{ts,tsx}`], rules: webFaceRule([webFace('(^|/)modules/', 'index|paths')]) },
  { files: [`${WEB}/routes.ts`], rules: webFaceRule([webFace('(^|/)modules/', 'index|paths|routes')]) },
  // a file `depth` folders inside modules/: ../<sibling module>/<internal file>
  ...[1, 2, 3].map((depth) => ({
    files: [`${WEB}/modules/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: webFaceRule([webFace('(^|/)modules/', 'index'), webFace(`^${'\\.\\./'.repeat(depth)}`, 'index')]),
  })),
  // a test may reach into what it tests
  { files: [`${WEB}/**/*.test.{ts,tsx}`], rules: { 'no-restricted-imports': 'off' } },
];

/*
 * No import circle in the web app (issue 20: shell → routes → orders → shell was one of 121 files).
 * The shell gets the route table handed in (shell/route-table.ts) instead of importing src/routes.ts.
 * Lazy `import()`s count too. Tests are left out: nothing imports them.
 */
const webCycleRule = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  ignores: [`${WEB}/**/*.test.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/*
 * Files stay short (STYLE, habit 6): 300 code lines for a web component, 500 for a server source file
 * (services and the operation files they split into); blank and comment lines do not count, tests
 * are exempt. No file is over either today, so there is no allow-list: split a file that grows.
 */
const maxLines = (max) => ({ 'max-lines': ['error', { max, skipBlankLines: true, skipComments: true }] });
const maxLinesRules = [
  { files: [`${WEB}/**/*.tsx`], ignores: ['**/*.test.tsx'], rules: maxLines(300) },
  { files: [`${SERVER}/**/*.ts`], ignores: ['**/*.test.ts', '**/*test-helpers.ts'], rules: maxLines(500) },
];

/*
 * Server test files share their worker's modules (apps/server/vitest.config.ts, isolate: false), so a
 * test may not change what a module or a global is for the files after it.
 */
const sharedModulesRule = {
  files: [`${SERVER}/**/*.test.ts`],
  rules: {
    'no-restricted-properties': [
      'error',
      ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
        object: 'vi',
        property,
        message: 'server test files share their modules (isolate: false): pass a fake in, do not patch one',
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...faceRules,
  { files: [`${SERVER}/**/*.ts`], rules: shapesRule('error') },
  { files: SHAPES_ALLOWED, rules: shapesRule('off') },
  ...webFaceRules,
  webCycleRule,
  ...maxLinesRules,
  sharedModulesRule,
);
