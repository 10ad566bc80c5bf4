import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_MODULES, LAZY_MODULE_FOLDERS } from './lazy';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC)
  .filter((file) => !relative(SRC, file).startsWith('locales'))
  .map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));

describe('strings that load with their module (locales/lazy.ts)', () => {
  it.each(LAZY_MODULES)('%s: only its own folder uses its keys, other than its route names', (module) => {
    const own = `modules/${LAZY_MODULE_FOLDERS[module]}/`;
    // 'sla.fields.x' or `sla.${…}` anywhere but sla.routes.*: such a page would show the bare key.
    const key = new RegExp(`['"\`]${module}\\.(?!routes\\.)[\\w$]`);
    const outside = files.filter((f) => !f.path.startsWith(own) && key.test(f.text)).map((f) => f.path);
    expect(outside).toEqual([]);
  });

  it.each(LAZY_MODULES)('%s: the components its face lends other pages bring its strings', (module) => {
    const face = files.find((f) => f.path === `modules/${LAZY_MODULE_FOLDERS[module]}/index.ts`);
    if (!face) return;
    // `export { Panel } from './components/Panel'` would render without the module's strings.
    const bare = [...face.text.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)].filter(([, names, from]) => {
      const file = files.find(
        (f) => f.path === join(`modules/${LAZY_MODULE_FOLDERS[module]}`, `${from}.tsx`),
      );
      return file !== undefined && /\b[A-Z][a-z]\w*/.test(names!.replace(/type \w+/g, ''));
    });
    expect(bare.map(([line]) => line)).toEqual([]);
  });
});
