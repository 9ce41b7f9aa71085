// Lint: typescript-eslint's recommended rules, React hooks rules, and the import directions of
// docs/architecture.md, enforced by a small local rule (no feature imports another feature; a web page
// (src/web/pages/<p>/) composes features, and nothing but the route table imports a page; shared imports
// neither side; web imports the server only as types; the server never imports web).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname);

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^src\/(server|web)\/features\/([^/]+)\//.exec(rel);
  if (feature) return { side: feature[1], feature: feature[2], page: null, rel };
  const page = /^src\/web\/pages\/([^/]+)\//.exec(rel);
  if (page) return { side: 'web', feature: null, page: page[1], rel };
  const side = /^src\/(shared|server|web)\//.exec(rel);
  return { side: side ? side[1] : null, feature: null, page: null, rel };
}

// package.json "imports": the one place the #aliases are defined, read here so the rule follows them.
const subpathImports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports;

function resolveSpecifier(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  for (const [alias, target] of Object.entries(subpathImports)) {
    const prefix = alias.replace(/\*$/, '');
    if (source.startsWith(prefix))
      return path.join(root, target.replace(/\*$/, ''), source.slice(prefix.length));
  }
  return null;
}

const importDirections = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from.side) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('../../')) {
        context.report({
          node,
          messageId: 'bad',
          data: {
            why: 'Import across folders through package.json imports (#shared/, #server/, #web/, #content/), not ../../.',
          },
        });
        return;
      }
      const target = resolveSpecifier(context.filename, source);
      if (!target) return;
      const to = layerOf(target);
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
        (to.feature || to.page) &&
        /^src\/web\/(lib|components)\//.test(from.rel)
      ) {
        why =
          'src/web/lib and src/web/components are below the features and pages: they must not import one.';
      } else if (to.page && from.feature) {
        why = `Feature "${from.feature}" must not import page "${to.page}": pages compose features, not the reverse.`;
      } else if (to.page && from.page && from.page !== to.page) {
        why = `Page "${from.page}" must not import page "${to.page}": move the shared part into a feature or src/web/components.`;
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

// An API answer's type comes from the server's route through the typed client (`unwrap` infers it), or
// from a schema that parses it: a cast would let a changed answer still compile. Refused: `as` (or
// `<T>x`) on a `.json()` result or an `unwrap(...)` result, awaited or not, and a type argument on
// `unwrap`. A cast on a variable that holds an answer is not seen; review catches that.
function isAnswerCall(node) {
  let inner = node;
  while (inner.type === 'AwaitExpression' || inner.type === 'TSNonNullExpression')
    inner = inner.argument ?? inner.expression;
  if (inner.type !== 'CallExpression') return false;
  const callee = inner.callee;
  if (callee.type === 'Identifier') return callee.name === 'unwrap';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    ['json', 'unwrap'].includes(callee.property.name)
  );
}

const noApiAnswerCasts = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cast: "Do not cast an API answer: let unwrap infer the route's type, or parse the answer with a schema.",
      typeArgument:
        "unwrap takes no type argument: its answer type is the route's, inferred from the response.",
    },
  },
  create(context) {
    const checkCast = (node) => {
      if (node.typeAnnotation.type === 'TSTypeReference' && node.typeAnnotation.typeName.name === 'const')
        return;
      if (isAnswerCall(node.expression)) context.report({ node, messageId: 'cast' });
    };
    return {
      TSAsExpression: checkCast,
      TSTypeAssertion: checkCast,
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && !callee.computed
              ? callee.property.name
              : null;
        const typeArguments = node.typeArguments ?? node.typeParameters;
        if (name === 'unwrap' && typeArguments?.params.length)
          context.report({ node: typeArguments, messageId: 'typeArgument' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*/**',
      '.tsbuild',
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
    // Type-aware rules: a detached promise or a promise passed where a callback's result is ignored hides
    // its failure, so each one is awaited, handled, or marked `void` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'import-directions': importDirections, 'no-api-answer-casts': noApiAnswerCasts } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-directions': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // API answers are typed by the server's routes (or parsed by a schema), never cast: everywhere.
    files: ['**/*.{ts,tsx}'],
    rules: { 'local/no-api-answer-casts': 'error' },
  },
  {
    // Command-line entry points and scripts print to the terminal on purpose.
    files: ['src/server/main.ts', 'src/server/db/migrate-cli.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright's fixtures receive a `use` callback: not React's hook of that name.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Measurement tests (the coach's held-out accuracy, the safety recall) print their figures.
    files: ['src/**/*.test.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info'] }] },
  },
);
