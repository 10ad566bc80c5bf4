import {
  STATS_ACCESS,
  STATS_TIME_ZONE,
  dateIn,
  reportExportSchema,
  reportFilterSchema,
  reportPeriod,
  type DataScope,
  type Locale,
  type Messages,
  type ReportFilter,
  type ReportResult,
  type RouteAccess,
} from '@fieldline/domain';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import { defineErrors } from './errors';
import { defineRoute, type RouteDef } from './route';
import { mineSql } from './tenant';
import type { Tenant } from './tenant';
import type { Cell, Column } from './xlsx';

/**
 * The shared report route (issue 28, spec D9). A report is a `build` over the period and filters of
 * `reportFilterSchema`; this makes its two routes, `GET <url>` (the charts and table) and
 * `POST <url>/export` (the same table as .xlsx through the download centre), and registers the
 * exporter, so every report pages, filters, limits its period (two years) and exports alike.
 */

/** What a report's build needs: the handle, the enterprise, who asks (their data scope), the language. */
export interface ReportScope {
  app: AppContext;
  db: Db;
  enterpriseId: number;
  userId: number;
  dataScope: DataScope;
  locale: Locale;
}
/** The filter with its period resolved to dates (the enterprise's days, both ends included). */
export type ResolvedReportFilter = ReportFilter & { from: string; to: string };

export interface ReportDefinition {
  /** Stable: names the export kind (`report:<name>`) and the route's operation. */
  name: string;
  url: string;
  summary: string;
  /** The start of the export's default file name and the sheet's name. */
  title: Messages;
  /** Defaults to 10801 for the report and 10802 for its export. */
  access?: { view: RouteAccess; export: RouteAccess };
  build(scope: ReportScope, filter: ResolvedReportFilter): Promise<ReportResult>;
}

/** How exports reach the download centre (modules/downloads' face, passed in: core imports no module). */
export interface ReportExportHook {
  registerExporter(
    kind: string,
    exporter: (
      ctx: AppContext,
      req: {
        actor: { dataScope: DataScope; user: { id: number; enterpriseId: number } };
        locale: Locale;
        params: Record<string, unknown>;
      },
    ) => Promise<{ columns: (Column | string)[]; rows: Iterable<Cell[]> }>,
  ): unknown;
  startExport(
    t: Tenant,
    input: { kind: string; fileName: string; locale: Locale; params: Record<string, unknown> },
  ): Promise<{ id: number }>;
  /** The refusal of an export with nothing in it. */
  empty(): Error;
}

export const reportErrors = defineErrors({
  REPORT_FILTER_NOT_FOUND: {
    status: 404,
    zh_CN: '筛选条件中的记录不存在',
    en_GB: 'A record named in the filters does not exist',
  },
});

/** The table each filter id names (tags: customer tags, kind 2). */
const FILTER_TABLES = {
  teamId: sql`service_teams x where ${sql.raw('true')}`,
  templateId: sql`form_templates x where x.deleted_at is null`,
  engineerId: sql`users x where ${sql.raw('true')}`,
  customerTagId: sql`tags x where ${sql.raw('true')}`,
} as const;

/**
 * Refuses a filter naming a team, template, person or tag the caller's enterprise does not have
 * (404 naming the field): another enterprise's id answers exactly like a missing one.
 */
export async function assertFilterIds(s: Pick<ReportScope, 'db' | 'enterpriseId'>, f: ReportFilter) {
  for (const key of Object.keys(FILTER_TABLES) as (keyof typeof FILTER_TABLES)[]) {
    const id = f[key];
    if (!id) continue;
    const found = await rows<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from ${FILTER_TABLES[key]} and ${mineSql(s, 'x')} and x.id = ${id}`,
    );
    if (!Number(found[0]?.n)) throw reportErrors.REPORT_FILTER_NOT_FOUND({ field: key });
  }
}

/** Today in the enterprise's time zone, and the filter's dates. */
export const resolveFilter = (filter: ReportFilter, now = new Date()): ResolvedReportFilter => ({
  ...filter,
  ...reportPeriod(filter, dateIn(STATS_TIME_ZONE, now)),
});

const scopeOf = (t: Tenant): ReportScope => ({
  app: t.app,
  db: t.db,
  enterpriseId: t.enterpriseId,
  userId: t.user.id,
  dataScope: t.dataScope,
  locale: t.locale,
});

/** A report's table as sheet columns and rows (money stays exact: numeric text in a money column). */
export function tableSheet(result: ReportResult) {
  const { columns, rows, totals } = result.table;
  const sheetColumns: Column[] = columns.map((c) => ({
    header: c.title,
    kind: c.kind === 'money' ? 'money' : 'text',
  }));
  const all = totals ? [...rows, totals] : rows;
  return { columns: sheetColumns, rows: all.map((r) => columns.map((c) => r[c.key] ?? null) as Cell[]) };
}

/** The two routes of a report, and its exporter registered with the download centre. */
export function reportRoutes(def: ReportDefinition, hook: ReportExportHook): RouteDef[] {
  const access = def.access ?? { view: STATS_ACCESS.view, export: STATS_ACCESS.export };
  const kind = `report:${def.name}`;
  hook.registerExporter(kind, async (ctx, { actor, locale, params }) => {
    const filter = params as ResolvedReportFilter;
    const scope: ReportScope = {
      app: ctx,
      db: ctx.db,
      enterpriseId: actor.user.enterpriseId,
      userId: actor.user.id,
      dataScope: actor.dataScope,
      locale,
    };
    return tableSheet(await def.build(scope, filter));
  });
  const tags = ['reports'];
  return [
    defineRoute({
      method: 'GET',
      url: def.url,
      access: access.view,
      tags,
      summary: def.summary,
      query: reportFilterSchema,
      handler: async ({ tenant, query }) => {
        await assertFilterIds(tenant, query);
        return def.build(scopeOf(tenant), resolveFilter(query));
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${def.url}/export`,
      access: access.export,
      tags,
      summary: `Export to .xlsx through the download centre: ${def.summary}`,
      query: reportFilterSchema,
      body: reportExportSchema,
      handler: async ({ tenant, query, body }) => {
        await assertFilterIds(tenant, query);
        // The period is fixed when asked: an export queued at 23:59 covers the days shown then.
        const filter = resolveFilter(query);
        const result = await def.build(scopeOf(tenant), filter);
        if (result.table.rows.length === 0) throw hook.empty();
        const { t: _t, ...params } = filter as ResolvedReportFilter & { t?: unknown };
        return hook.startExport(tenant, { kind, fileName: body.fileName, locale: tenant.locale, params });
      },
    }),
  ];
}
