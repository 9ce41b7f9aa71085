import type { GetModuleInfo } from 'rollup';

// Every public page loads the root route and the public layout, and with them a few dozen small
// modules (the session query, toasts, icons, button styles...). Left to itself Rollup gives each its
// own file, so a first visit on a phone pays a request and its headers for each (54 scripts on the
// landing page). This puts every module those two entries import statically into one "shell" chunk:
// the same code in far fewer requests. The frameworks (React, React Router) keep their own chunks.
// A package imported through its index brings the whole index along (the import graph cannot tell which
// of its exports are used); icons are therefore imported one module each (lucide-imports.ts).
const SHELL_ENTRIES = [/\/src\/web\/root\.tsx$/, /\/src\/web\/app\/layouts\/public-layout\.tsx$/];
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: GetModuleInfo;
}

const isEntry = (id: string) => SHELL_ENTRIES.some((re) => re.test(id));

/** Rollup's `manualChunks` for the web build. */
export function shellChunk() {
  let shell: Set<string> | null = null;
  return (id: string, { getModuleIds, getModuleInfo }: ChunkMeta) => {
    if (!shell) {
      shell = new Set();
      // Static imports only: what an entry loads lazily stays in its own chunk, loaded when used.
      const stack = [...getModuleIds()].filter(isEntry);
      while (stack.length > 0) {
        const current = stack.pop()!;
        if (shell.has(current) || FRAMEWORK.test(current)) continue;
        shell.add(current);
        stack.push(...(getModuleInfo(current)?.importedIds ?? []));
      }
    }
    return shell.has(id) && !isEntry(id) ? 'shell' : undefined;
  };
}
