import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web rules of eslint.config.js (module faces, no import circle, short files), run through
 * ESLint's Node API on snippets placed at paths inside the repository.
 */
// The repository root, where eslint.config.js is (import.meta.url is not a file URL under jsdom).
let root = process.cwd();
while (!existsSync(`${root}/eslint.config.js`) && dirname(root) !== root) root = dirname(root);
root = `${root}/`;
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The ids of the `rule` messages ESLint reports for `code` saved at `file` (relative to the repository). */
async function errors(rule: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.ruleId);
}
const faceErrors = (file: string, code: string) =>
  errors('no-restricted-imports', `apps/web/src/${file}`, code);

// ESLint follows the imports of each snippet (for import-x/no-cycle): slow on a busy machine.
const slow = { timeout: 60_000 };

describe('web module faces', slow, () => {
  it("a module importing another module's internal file is refused, at every depth", async () => {
    expect(await faceErrors('modules/home/api.ts', `export * from '../orders/detail/api';\n`)).toHaveLength(
      1,
    );
    const code = `export { OrderTable } from '../../orders/components/OrderTable';\n`;
    expect(await faceErrors('modules/home/components/Day.tsx', code)).toHaveLength(1);
    const deep = `import type { T } from '../../../customers/paths';\nexport type U = T;\n`;
    expect(await faceErrors('modules/orders/detail/components/Card.tsx', deep)).toHaveLength(1);
  });

  it("a module importing another module's face (its folder or index) or its own files is allowed", async () => {
    const code = `export * from '../../orders';\nexport * from '../../customers/index';\nexport * from '../api';\nexport * from '../../../shell/paths';\n`;
    expect(await faceErrors('modules/home/components/Day.tsx', code)).toEqual([]);
    const own = `export * from '../../components/OrderTable';\nexport * from '../../paths';\n`;
    expect(await faceErrors('modules/orders/detail/components/Card.tsx', own)).toEqual([]);
  });

  it("shell/ may use a module's face or paths.ts, not its routes or internals; src/routes.ts may use its routes", async () => {
    expect(await faceErrors('shell/search/x.ts', `export * from '../../modules/customers/paths';\n`)).toEqual(
      [],
    );
    expect(await faceErrors('shell/search/x.ts', `export * from '../../modules/customers';\n`)).toEqual([]);
    for (const file of ['routes', 'api', 'components/CustomerPicker'])
      expect(
        await faceErrors('shell/x.ts', `export * from '../modules/customers/${file}';\n`),
        file,
      ).toHaveLength(1);
    expect(await faceErrors('routes.ts', `export * from './modules/customers/routes';\n`)).toEqual([]);
    expect(await faceErrors('routes.ts', `export * from './modules/customers/api';\n`)).toHaveLength(1);
  });
});

describe('web import circles', slow, () => {
  it('an import that closes a circle through shell/ is refused (shell → module routes → shell)', async () => {
    const paths = readFileSync(`${root}apps/web/src/shell/paths.ts`, 'utf8');
    expect(await errors('import-x/no-cycle', 'apps/web/src/shell/paths.ts', paths)).toEqual([]);
    const circle = `${paths}\nexport { HOME_ROUTES } from '../modules/home/routes';\n`;
    expect(await errors('import-x/no-cycle', 'apps/web/src/shell/paths.ts', circle)).toEqual([
      'import-x/no-cycle',
    ]);
  });
});

describe('short files', slow, () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n');
  const padding = '\n\n// a comment\n/* and a block\n   comment */\n'.repeat(20);

  it('a web component of more than 300 code lines is refused; blank and comment lines do not count', async () => {
    expect(await errors('max-lines', 'apps/web/src/modules/x/Big.tsx', `${lines(301)}\n`)).toEqual([
      'max-lines',
    ]);
    expect(await errors('max-lines', 'apps/web/src/modules/x/Big.tsx', `${lines(300)}${padding}`)).toEqual(
      [],
    );
    expect(await errors('max-lines', 'apps/web/src/modules/x/Big.test.tsx', `${lines(400)}\n`)).toEqual([]);
  });

  it('a server source file of more than 500 code lines is refused; tests are exempt', async () => {
    const file = 'apps/server/src/modules/x/service.ts';
    expect(await errors('max-lines', file, `${lines(501)}\n`)).toEqual(['max-lines']);
    expect(await errors('max-lines', file, `${lines(500)}${padding}`)).toEqual([]);
    expect(await errors('max-lines', 'apps/server/src/modules/x/x.test.ts', `${lines(600)}\n`)).toEqual([]);
  });
});
