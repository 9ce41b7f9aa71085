import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// `import { Menu } from 'lucide-react'` names the package's index, which imports every icon. Rollup
// drops the unused ones from the output, but the import graph still says "this module needs all of
// them", so the shell chunk (shell-chunk.ts) took in every icon the whole app uses (about sixty) and
// each public page downloaded them. Rewriting each named icon import to the icon's own module, as
// Next.js does for this package, makes the graph exact: the shell holds the icons the shell draws,
// and a page's icons travel with the page.

const PACKAGE = 'lucide-react';
// esbuild has already run: the statement is on one line, type-only specifiers are gone.
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const EXPORT_LINE = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;

/** Every exported name of an icon (`Menu`, `MenuIcon`, `LucideMenu`) -> the icon's file name. */
export function iconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(EXPORT_LINE)) {
    for (const name of names!.split(',')) {
      const exported = name.trim().replace(/^default as /, '');
      if (exported) files.set(exported, file!);
    }
  }
  return files;
}

/**
 * Rewrites named icon imports to per-icon default imports. Anything that is not an icon (the `Icon`
 * component, the context) stays imported from the package. The rewrite keeps the statement on its
 * line, so the module's source map stays valid. Returns null when there is nothing to rewrite.
 */
export function rewriteIconImports(code: string, files: Map<string, string>): string | null {
  let changed = false;
  const rewritten = code.replace(NAMED_IMPORT, (statement, list: string) => {
    const rest: string[] = [];
    const direct: string[] = [];
    for (const part of list.split(',')) {
      const specifier = part.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from "${PACKAGE}/icons/${file}";`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return statement;
    changed = true;
    return (rest.length > 0 ? [`import { ${rest.join(', ')} } from "${PACKAGE}";`] : [])
      .concat(direct)
      .join(' ');
  });
  return changed ? rewritten : null;
}

/** The Vite plugin: the app's own modules only, in builds (dev and tests keep the plain imports). */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'peace-coach:lucide-direct-imports',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const index = require.resolve(`${PACKAGE}/dist/esm/lucide-react.mjs`);
      files = iconFiles(readFileSync(index, 'utf8'));
      if (files.size === 0) this.error(`${PACKAGE}: no icons found in ${index}; its layout changed`);
    },
    transform(code, id) {
      if (!files || id.includes('/node_modules/') || !code.includes(PACKAGE)) return null;
      const rewritten = rewriteIconImports(code, files);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
