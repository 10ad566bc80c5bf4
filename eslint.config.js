import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
);
