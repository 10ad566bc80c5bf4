import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { DataScope, Locale } from '@fieldline/domain';
import type { AppContext } from '../app-context';
import { rows, type Db } from '../db/client';
import { allTenants, asTenant } from '../db/tenant-guard';
import type { Auth, AuthUser } from './auth';

/**
 * What a service runs with, built once per request (core/route.ts) or by a job for the user it acts
 * for: the database, the enterprise and user, their powers and data scope, and the caller's language.
 * The enterprise is applied to queries only through `mine`/`mineSql` below (docs/decisions.md,
 * "One tenant scope").
 */
export interface Tenant {
  app: AppContext;
  db: Db;
  enterpriseId: number;
  user: AuthUser;
  admin: boolean;
  powers: readonly string[];
  dataScope: DataScope;
  locale: Locale;
  /** The whole session, for the few services that need more (plan, roles, CSRF). */
  auth: Auth;
  /** What the work wrote that wants a follow-up once it is done (domain events to dispatch). */
  written: { events: number };
}

/** What queries need of a tenant: the handle to run on and the enterprise. A Tenant is one. */
export type TenantDb = Pick<Tenant, 'db' | 'enterpriseId'>;

export function tenantOf(app: AppContext, auth: Auth, locale: Locale): Tenant {
  return {
    app,
    db: app.db,
    enterpriseId: auth.user.enterpriseId,
    user: auth.user,
    admin: auth.admin,
    powers: auth.powers,
    dataScope: auth.dataScope,
    locale,
    auth,
    written: { events: 0 },
  };
}

/** The same tenant on another handle (a transaction): `t.db` is then the transaction. */
export const withDb = <T extends { db: Db }>(t: T, db: Db): T => ({ ...t, db });

/** Anything that says which enterprise: a tenant, a session, or a statement placeholder for one. */
export type EnterpriseRef = { enterpriseId: number | Placeholder } | number | Placeholder;
const idOf = (ref: EnterpriseRef): number | Placeholder =>
  typeof ref === 'object' && ref !== null && 'enterpriseId' in ref ? ref.enterpriseId : ref;

/** A tenant table (or an alias of one): its rows carry enterprise_id. */
export interface TenantTable {
  enterpriseId: AnyColumn;
}

/**
 * The one place the enterprise is ANDed into a query of a tenant table:
 * `where(mine(t, orders, eq(orders.id, id)))`.
 */
export function mine(ref: EnterpriseRef, table: TenantTable, ...rest: (SQL | undefined)[]): SQL {
  return and(eq(table.enterpriseId, idOf(ref)), ...rest)!;
}

/**
 * The same for hand-written SQL: `mineSql(t, 'o')` is `o.enterprise_id = <enterprise>`; without an
 * alias the column is unqualified (a statement over one table).
 */
export function mineSql(ref: EnterpriseRef, alias?: string): SQL {
  const column = alias ? sql`${sql.identifier(alias)}.enterprise_id` : sql`enterprise_id`;
  return sql`${column} = ${idOf(ref)}`;
}

export { allTenants, asTenant };

/** Every enterprise's id, oldest first: the loop of the jobs that work enterprise by enterprise. */
export const enterpriseIds = async (db: Db) =>
  (
    await allTenants(() => rows<{ id: number }>(db, sql`select id::int as id from enterprises order by id`))
  ).map((r) => r.id);

/** `work` for every enterprise, each as itself in its own transaction (the nightly catch-ups). */
export async function forEachEnterprise(db: Db, work: (t: TenantDb) => Promise<unknown>) {
  const ids = await enterpriseIds(db);
  for (const id of ids)
    await asTenant(id, () => db.transaction((tx) => work({ db: tx as unknown as Db, enterpriseId: id })));
  return { enterprises: ids.length };
}
