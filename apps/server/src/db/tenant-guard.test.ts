import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { mine, mineSql } from '../core/tenant';
import { customers, orders } from './schema';
import { sql } from 'drizzle-orm';
import { allTenants, asTenant, guardStatement, TENANT_TABLES, unscopedTenantTables } from './tenant-guard';

const dialect = new PgDialect();
const text = (q: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(q).sql;

describe('the tenant guard: a query of a tenant table carries an enterprise condition', () => {
  it('knows the tenant tables from the schema (every table with enterprise_id)', () => {
    expect(TENANT_TABLES.has('orders')).toBe(true);
    expect(TENANT_TABLES.has('customers')).toBe(true);
    expect(TENANT_TABLES.has('enterprises')).toBe(false);
  });

  it('fails a tenant table queried without its enterprise condition', () => {
    expect(unscopedTenantTables('select "id" from "orders" where "orders"."id" = $1')).toEqual(['orders']);
    expect(unscopedTenantTables('update customers c set name = $1 where c.id = $2')).toEqual(['customers']);
    expect(unscopedTenantTables('delete from "tags" where "tags"."id" = $1')).toEqual(['tags']);
    // one table scoped, the joined one not
    expect(
      unscopedTenantTables(
        'select o.id from orders o join customers c on c.id = o.customer_id where o.enterprise_id = $1',
      ),
    ).toEqual(['customers']);
  });

  it('passes what mine() and mineSql() write, and joins on the enterprise column', () => {
    const built = sql`select id from orders where ${mine(7, orders, eq(orders.id, 3))}`;
    expect(unscopedTenantTables(text(built))).toEqual([]);
    const raw = sql`select o.id from orders o join customers c on c.enterprise_id = o.enterprise_id and c.id = o.customer_id where ${mineSql(7, 'o')}`;
    expect(unscopedTenantTables(text(raw))).toEqual([]);
    const single = sql`select count(*) from customers where ${mineSql(7)} and ${and(eq(customers.id, 1))}`;
    expect(unscopedTenantTables(text(single))).toEqual([]);
  });

  it('leaves inserts of values alone, and tables outside the tenant set', () => {
    expect(unscopedTenantTables('insert into orders (enterprise_id, id) values ($1, $2)')).toEqual([]);
    expect(unscopedTenantTables('select id from enterprises where id = $1')).toEqual([]);
  });

  it('checks a lazy query (a thenable run only when awaited) inside the scope it was handed to', async () => {
    const lazy = (statement: string) =>
      ({
        then: (resolve: (v: number) => void) => {
          guardStatement(statement);
          resolve(1);
        },
      }) as unknown as PromiseLike<number>;
    await expect(asTenant(5, () => lazy('select id from orders where id = 1'))).rejects.toThrow(
      /tenant guard: orders/,
    );
    await expect(asTenant(5, () => lazy('select id from orders where enterprise_id = 5'))).resolves.toBe(1);
    await expect(allTenants(() => lazy('select id from orders'))).resolves.toBe(1);
  });
});
