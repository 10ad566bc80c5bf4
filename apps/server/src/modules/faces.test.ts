import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules of eslint.config.js that hold the module faces, keep db/shapes in its room and keep
 * server test files from patching the modules they share,
 * run through ESLint's Node API on snippets placed at paths inside the server.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary errors ESLint reports for `code` saved at `file` (relative to apps/server/src). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return result!.messages.filter((m) => m.ruleId && RULES.includes(m.ruleId)).map((m) => m.ruleId);
}

describe('module faces', () => {
  it("a module importing another module's queries, service or errors is refused", async () => {
    for (const internal of ['queries', 'service', 'errors', 'registry']) {
      const code = `export { x } from '../customers/${internal}';\n`;
      expect(await boundaryErrors('modules/equipment/queries.ts', code), internal).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('type-only imports and re-exports of internals are refused like value imports', async () => {
    const code = `import type { T } from '../users/queries';\nexport type U = T;\nexport * from '../tags/service';\n`;
    expect(await boundaryErrors('modules/orders/detail.ts', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it("a module importing another module's face (its folder or index) is allowed", async () => {
    const code = `export { customerById } from '../customers';\nexport { findUser } from '../users/index';\n`;
    expect(await boundaryErrors('modules/equipment/queries.ts', code)).toEqual([]);
  });

  it("a module's own files, core and db stay importable from inside it", async () => {
    const code = `export * from './queries';\nexport * from '../../core/sql';\nexport * from '../../db/client';\n`;
    expect(await boundaryErrors('modules/customers/service.ts', code)).toEqual([]);
  });

  it('files outside modules (app, seed, bench) reach a module only through its face', async () => {
    expect(await boundaryErrors('app.ts', `export { userRoutes } from './modules/users/routes';\n`)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await boundaryErrors('seed/demo.ts', `export * from '../modules/orders/demo';\n`)).toEqual([
      'no-restricted-imports',
    ]);
    const [bench] = await eslint.lintText(`export * from '@fieldline/server/src/modules/menus/service';\n`, {
      filePath: `${root}bench/src/generate.ts`,
    });
    expect(bench!.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    expect(await boundaryErrors('app.ts', `export { userRoutes } from './modules/users';\n`)).toEqual([]);
  });

  it("only test files may import another module's test helpers", async () => {
    const code = `export { addEquipment } from '../equipment/test-helpers';\nexport * from '../customers/file-test-helpers';\n`;
    expect(await boundaryErrors('modules/orders/lists.test.ts', code)).toEqual([]);
    expect(
      await boundaryErrors('sweeps/tenants.test.ts', `export * from '../modules/orders/test-helpers';\n`),
    ).toEqual([]);
    expect(await boundaryErrors('modules/orders/lists.ts', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(
      await boundaryErrors('modules/orders/lists.test.ts', `export * from '../customers/queries';\n`),
    ).toEqual(['no-restricted-imports']);
  });
});

describe('db/shapes stays in its room', () => {
  const code = `export { ShapedQuery } from '../../db/shapes';\n`;

  it('a module without a measured reason may not import ShapedQuery', async () => {
    expect(await boundaryErrors('modules/customers/queries.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await boundaryErrors('core/auth.ts', `export { ShapedQuery } from '../db/shapes';\n`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('the orders module and the listed forms and tags files may', async () => {
    for (const file of ['modules/orders/queries.ts', 'modules/forms/queries.ts', 'modules/tags/service.ts']) {
      expect(await boundaryErrors(file, code), file).toEqual([]);
    }
  });
});

describe('server test files share their modules (isolate: false)', () => {
  const patched = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-properties').length;
  };

  it('a test file may not mock a module, stub a global or the environment, or fake the timers', async () => {
    const code = [
      `import { vi } from 'vitest';`,
      `vi.mock('../core/sql');`,
      `vi.stubGlobal('fetch', () => null);`,
      `vi.stubEnv('TZ', 'UTC');`,
      `vi.useFakeTimers();`,
      '',
    ].join('\n');
    expect(await patched('modules/orders/x.test.ts', code)).toBe(4);
  });

  it('a spy on its own objects, and the same calls outside test files, are not refused', async () => {
    expect(
      await patched('modules/orders/x.test.ts', `import { vi } from 'vitest';\nvi.spyOn({ f() {} }, 'f');\n`),
    ).toBe(0);
    expect(await patched('modules/orders/x.ts', `import { vi } from 'vitest';\nvi.useFakeTimers();\n`)).toBe(
      0,
    );
  });
});
