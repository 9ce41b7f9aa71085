// Lint: typescript-eslint's recommended rules, React hooks rules, and the import directions of
// docs/architecture.md, enforced by a small local rule (no feature imports another feature; shared
// imports neither side; web imports the server only as types; the server never imports web).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname);

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^src\/(server|web)\/features\/([^/]+)\//.exec(rel);
  if (feature) return { side: feature[1], feature: feature[2], rel };
  const side = /^src\/(shared|server|web)\//.exec(rel);
  return { side: side ? side[1] : null, feature: null, rel };
}

const importDirections = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from.side) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      let why = null;
      if (from.side === 'shared' && (to.side === 'server' || to.side === 'web')) {
        why = 'src/shared imports nothing from src/server or src/web.';
      } else if (from.side === 'web' && to.side === 'server' && !typeOnly) {
        why = 'src/web may import the server only as types (import type { AppType }).';
      } else if (from.side === 'server' && to.side === 'web') {
        why = 'src/server never imports src/web.';
      } else if (from.feature && to.feature && from.side === to.side && from.feature !== to.feature) {
        why = `Feature "${from.feature}" must not import feature "${to.feature}": compose them in a page or move the shared part out.`;
      } else if (
        from.side === 'web' &&
        to.side === 'web' &&
        !from.feature &&
        to.feature &&
        /^src\/web\/(lib|components)\//.test(from.rel)
      ) {
        why = 'src/web/lib and src/web/components are below the features: they must not import one.';
      }
      if (why) context.report({ node, messageId: 'bad', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*/**',
      'data',
      '.react-router',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'import-directions': importDirections } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-directions': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points and scripts print to the terminal on purpose.
    files: ['src/server/main.ts', 'src/server/db/migrate-cli.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Measurement tests (the coach's held-out accuracy, the safety recall) print their figures.
    files: ['src/**/*.test.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info'] }] },
  },
);
