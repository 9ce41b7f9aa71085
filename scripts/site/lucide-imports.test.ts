import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { iconFiles, rewriteIconImports } from './lucide-imports.ts';

const require = createRequire(import.meta.url);
const installedIndex = readFileSync(require.resolve('lucide-react/dist/esm/lucide-react.mjs'), 'utf8');

describe('importing icons one module each', () => {
  it('reads every name of every icon from the installed package, aliases included', () => {
    const files = iconFiles(installedIndex);
    expect(files.size).toBeGreaterThan(1_000);
    expect(files.get('Menu')).toBe('menu');
    expect(files.get('MenuIcon')).toBe('menu');
    expect(files.get('LucideMenu')).toBe('menu');
    expect(files.get('CircleUserRound')).toBe('circle-user-round');
    // Not icons: they stay imported from the package.
    expect(files.has('Icon')).toBe(false);
    expect(files.has('createLucideIcon')).toBe(false);
    // Every file named exists where the rewritten import will look for it.
    for (const file of new Set(files.values())) {
      expect(() => require.resolve(`lucide-react/icons/${file}`), file).not.toThrow();
    }
  });

  it('rewrites named icon imports, keeps local names and what is not an icon, and the line count', () => {
    const files = iconFiles(installedIndex);
    const code = [
      'import { clsx } from "clsx";',
      'import { Menu, X as Close, Icon } from "lucide-react";',
      'export const a = [Menu, Close, Icon];',
    ].join('\n');
    const rewritten = rewriteIconImports(code, files)!;
    expect(rewritten.split('\n')).toHaveLength(3);
    expect(rewritten.split('\n')[1]).toBe(
      'import { Icon } from "lucide-react"; import Menu from "lucide-react/icons/menu"; ' +
        'import Close from "lucide-react/icons/x";',
    );
    expect(rewritten.split('\n')[2]).toBe('export const a = [Menu, Close, Icon];');
  });

  it('leaves a module alone when it imports no icon by name', () => {
    const files = iconFiles(installedIndex);
    expect(rewriteIconImports('import { Icon } from "lucide-react";\nIcon;', files)).toBeNull();
    expect(rewriteIconImports('import { useState } from "react";', files)).toBeNull();
  });
});
