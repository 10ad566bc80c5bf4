import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Where the enterprise condition may be written: the scope helper itself, the schema and migrations. */
const ALLOWED = ['core/tenant.ts', 'db/schema', 'db/migrations', 'db/tenant-guard.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    // tests and their helpers set up rows of chosen enterprises directly
    return e.name.endsWith('.ts') && !/(\.test|test-helpers)\.ts$/.test(e.name) ? [full] : [];
  });
}

/**
 * An enterprise filter on a value: `eq(x.enterpriseId, …)`, `inArray(x.enterpriseId, …)`, or
 * `enterprise_id = ${…}` / `= $1` in hand-written SQL. A column-to-column join
 * (`eq(a.enterpriseId, b.enterpriseId)`, `a.enterprise_id = b.enterprise_id`, a subquery's `keys.ep`,
 * `= ${orders.enterpriseId}`, `= ${enterpriseColumn}`) is not one.
 */
const FILTERS = [
  /\b(eq|inArray)\(\s*[\w.]+\.enterpriseId\s*,(?!\s*[\w.]+\.(enterpriseId|ep)\s*\))/,
  /enterprise_id\s*(=|in)\s*\(?\s*\$\{(?![\w.]+\.enterpriseId\}|enterpriseColumn\})/,
  /enterprise_id\s*=\s*\$\d/,
];

export function enterpriseFiltersIn(text: string): string[] {
  return text.split('\n').filter((line) => FILTERS.some((f) => f.test(line)));
}

describe('one tenant scope (issue 19): the enterprise condition is written only by core/tenant.ts', () => {
  it('recognises a filter and lets column-to-column joins pass', () => {
    expect(enterpriseFiltersIn('.where(and(eq(orders.enterpriseId, ep), eq(orders.id, id)))')).toHaveLength(
      1,
    );
    expect(enterpriseFiltersIn('sql`select 1 from tags where enterprise_id = ${ep}`')).toHaveLength(1);
    expect(enterpriseFiltersIn('inArray(users.enterpriseId, ids)')).toHaveLength(1);
    expect(enterpriseFiltersIn('eq(customers.enterpriseId, orders.enterpriseId)')).toEqual([]);
    // a join to a subquery's enterprise column (orders' page keys)
    expect(
      enterpriseFiltersIn(
        'innerJoin(orders, and(eq(orders.enterpriseId, keys.ep), eq(orders.id, keys.key)))',
      ),
    ).toEqual([]);
    expect(enterpriseFiltersIn('join orders o on o.enterprise_id = c.enterprise_id')).toEqual([]);
    expect(enterpriseFiltersIn('where v.enterprise_id = ${orders.enterpriseId} and v.id = 1')).toEqual([]);
    expect(enterpriseFiltersIn('.where(mine(t, orders, eq(orders.id, id)))')).toEqual([]);
  });

  it('finds no enterprise filter outside the scope helper in the server sources', () => {
    const found = sources(SRC)
      .filter((file) => !ALLOWED.some((a) => path.relative(SRC, file).startsWith(a)))
      .flatMap((file) =>
        enterpriseFiltersIn(readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(SRC, file)}: ${line.trim()}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
