// ESLint (flat config): typescript-eslint's recommended rules and React's hooks rules, tuned to the code's style,
// and the import boundaries of docs/architecture.md. `npm run lint` runs it (inside `npm test`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A `no-restricted-imports` pattern refusing relative imports that reach into the named folders. */
const into = (folders, message) => ({ group: folders.flatMap((folder) => [`../**/${folder}`, `../**/${folder}/**`]), message });

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'data/', 'node_modules/', 'common/generated/', 'public/', '.ladle/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // Unused names fail the typecheck already (noUnusedLocals, noUnusedParameters), with `_` for a deliberate one.
      '@typescript-eslint/no-unused-vars': 'off',
      // Hostile input is filtered for control characters (NUL, C0) on purpose: the regular expressions name them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sections/**/*.{ts,tsx}', 'ladle/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'tests/**/*.ts', 'schemas/**/*.ts', 'fixtures/**/*.ts', '*.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The import boundaries (docs/architecture.md).
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [into(['src', 'server'], 'common/ is run by both sides: it imports neither src/ nor server/.')] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into(['src/engine', 'src/pages', 'src/platform', 'src/ui', 'sections'], 'The server imports common/ and the renderer’s entry (src/ssr/) only.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/**/*.test.{ts,tsx}', 'src/engine/**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [into(['sections', 'src/pages'], 'The engine knows no section and no page.')] }],
    },
  },
  {
    files: ['sections/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into(['src/pages'], 'A section imports no page.'),
            { regex: '^\\.\\./(?!\\.\\.)[^/]+', message: 'A section imports no other section (another may import a selector it exports).' },
          ],
        },
      ],
    },
  },
);
