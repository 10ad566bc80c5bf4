import { sql, type SQL } from 'drizzle-orm';
import {
  DATA_SCOPES,
  SERVICE_EVENT_STATE_LIST,
  SERVICE_EVENT_STATE_NAMES,
  STATS_TIME_ZONE,
  type Messages,
  type ReportCell,
  type ReportResult,
  type ServiceEventState,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { scopeUserIds } from '../../core/scope';
import { mineSql } from '../../core/tenant';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';

/** The events list (web /Myevent) the table's counts open, with its URL filters. */
const EVENT_LIST_PATH = '/Myevent';

interface Tally {
  total: number;
  open: number;
  completed: number;
  closed: number;
  converted: number;
}
interface Group extends Tally {
  /** Which grouping the row is: 'all', 'state', 'template' or 'principal'. */
  g: 'all' | 'state' | 'template' | 'principal';
  key: number | null;
  name: string | null;
}

const TALLY = sql`count(*)::int as total,
  count(*) filter (where e.state between 1 and 5)::int as open,
  count(*) filter (where e.state = 6)::int as completed,
  count(*) filter (where e.state = 7)::int as closed,
  count(*) filter (where e.order_id > 0)::int as converted`;

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('事件统计', 'Event statistics'),
  total: L('事件数', 'Events'),
  open: L('未完成', 'Open'),
  completed: L('已完成', 'Completed'),
  closed: L('已关闭', 'Closed'),
  converted: L('转工单', 'Converted to orders'),
  principal: L('负责人', 'Main owner'),
  none: L('未指派', 'Unassigned'),
  noTeam: L('无团队', 'No team'),
  byState: L('按状态', 'By state'),
  byTemplate: L('按事件类型（模板）', 'By type (template)'),
  byTeam: L('按服务团队', 'By team'),
  total_row: L('合计', 'Total'),
};

/**
 * The events the report counts, alias `e`: created in the period (the enterprise's days), of the
 * enterprise, not deleted, within the asker's data scope (team or personal: the main owner or the
 * creator is one of the scope's users), and the report's filters: team (of the main owner), template,
 * engineer (the main owner). The customer-tag filter is not offered.
 */
function eventsWhere(s: ReportScope, f: ResolvedReportFilter): SQL {
  const parts: SQL[] = [
    sql`${mineSql(s.enterpriseId, 'e')} and e.deleted_at is null`,
    sql`e.created_at >= (${f.from}::date::timestamp at time zone ${STATS_TIME_ZONE})`,
    sql`e.created_at < ((${f.to}::date + 1)::timestamp at time zone ${STATS_TIME_ZONE})`,
  ];
  if (s.dataScope !== DATA_SCOPES.all) {
    const users = scopeUserIds({
      dataScope: s.dataScope,
      user: { id: s.userId, enterpriseId: s.enterpriseId },
    });
    parts.push(sql`(e.principal_user_id in (${users}) or e.created_by in (${users}))`);
  }
  if (f.templateId) parts.push(sql`e.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`e.principal_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`e.principal_user_id in (select tm.user_id from team_members tm
                     where ${mineSql(s.enterpriseId, 'tm')} and tm.team_id = ${f.teamId})`);
  return sql.join(parts, sql` and `);
}

/**
 * /eventStatistics (spec-shell SS:206): the events created in the period counted by state, type
 * (template), team and main owner, in SQL over the (enterprise, created_at) index: one statement
 * of grouping sets for the totals, states, templates and owners, one for teams (a main owner in two
 * teams counts in both; events without a main owner are "no team"). The table is one row per main
 * owner with links to the events list filtered the same way; it is what the Excel export holds.
 */
export async function eventStatistics(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const where = eventsWhere(s, f);
  const [groups, teams] = await Promise.all([
    rows<Group>(
      s.db,
      sql`select case when grouping(e.state) = 0 then 'state' when grouping(e.template_id) = 0 then 'template'
                      when grouping(e.principal_user_id) = 0 then 'principal' else 'all' end as g,
                 coalesce(case when grouping(e.state) = 0 then e.state::int end,
                          case when grouping(e.template_id) = 0 then e.template_id::int end,
                          case when grouping(e.principal_user_id) = 0 then e.principal_user_id::int end) as key,
                 case when grouping(e.template_id) = 0 then
                        (select ft.name from form_templates ft where ft.enterprise_id = e.enterprise_id and ft.id = e.template_id)
                      when grouping(e.principal_user_id) = 0 then
                        (select u.name from users u where u.enterprise_id = e.enterprise_id and u.id = e.principal_user_id)
                 end as name,
                 ${TALLY}
            from service_events e where ${where}
           group by grouping sets ((e.enterprise_id), (e.enterprise_id, e.state), (e.enterprise_id, e.template_id),
                                   (e.enterprise_id, e.principal_user_id))
           order by total desc, key nulls last`,
    ),
    rows<Group>(
      s.db,
      sql`select 'team' as g, tm.team_id::int as key,
                 (select st.name from service_teams st where st.enterprise_id = e.enterprise_id and st.id = tm.team_id) as name,
                 ${TALLY}
            from service_events e
            left join team_members tm on tm.enterprise_id = e.enterprise_id and tm.user_id = e.principal_user_id
           where ${where}
           group by e.enterprise_id, tm.team_id
           order by total desc, key nulls last`,
    ),
  ]);
  const l = s.locale;
  const of = (g: Group['g']) => groups.filter((r) => r.g === g);
  const all: Tally = of('all')[0] ?? { total: 0, open: 0, completed: 0, closed: 0, converted: 0 };
  const keys = ['total', 'open', 'completed', 'closed', 'converted'] as const;
  const cells = (r: Tally): Record<string, ReportCell> => Object.fromEntries(keys.map((k) => [k, r[k]]));
  const owners = of('principal');
  const list = (principal: number | null) =>
    `${EVENT_LIST_PATH}?${new URLSearchParams({
      from: f.from,
      to: f.to,
      ...(principal ? { principalUserId: String(principal) } : {}),
    }).toString()}`;
  const states = new Map(of('state').map((r) => [r.key as ServiceEventState, r.total]));
  return {
    from: f.from,
    to: f.to,
    figures: keys.map((k) => ({ key: k, title: TEXT[k][l], value: all[k], kind: 'count' as const })),
    charts: [
      {
        kind: 'pie',
        title: TEXT.byState[l],
        data: SERVICE_EVENT_STATE_LIST.filter((st) => states.get(st)).map((st) => ({
          name: SERVICE_EVENT_STATE_NAMES[st][l],
          value: states.get(st)!,
        })),
      },
      {
        kind: 'bar',
        title: TEXT.byTemplate[l],
        categories: of('template').map((r) => r.name ?? '—'),
        series: [{ name: TEXT.total[l], data: of('template').map((r) => r.total) }],
      },
      {
        kind: 'stackedBar',
        title: TEXT.byTeam[l],
        categories: teams.map((r) => r.name ?? TEXT.noTeam[l]),
        series: (['open', 'completed', 'closed'] as const).map((k) => ({
          name: TEXT[k][l],
          data: teams.map((r) => r[k]),
        })),
      },
    ],
    table: {
      columns: [
        { key: 'principal', title: TEXT.principal[l] },
        ...keys.map((k) => ({ key: k, title: TEXT[k][l], kind: 'count' as const })),
      ],
      rows: owners.map((r) => ({ principal: r.name ?? TEXT.none[l], ...cells(r) })),
      totals: { principal: TEXT.total_row[l], ...cells(all) },
      // the unassigned row opens the whole period's list (the list has no "no owner" filter)
      links: owners.map((r) => ({ total: list(r.key) })),
    },
  };
}

/** GET /v2/event/statistics and POST /v2/event/statistics/export (reports' 10801 and 10802). */
export const eventStatisticsRoutes = defineReport({
  name: 'eventStatistics',
  url: '/v2/event/statistics',
  summary:
    'Event statistics: events created in the period by state, type (template), team and main owner; the table per main owner',
  title: TEXT.title,
  build: eventStatistics,
});
