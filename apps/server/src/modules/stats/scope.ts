import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES } from '@fieldline/domain';
import type { ReportScope, ResolvedReportFilter } from '../../core/report-route';
import { mineSql } from '../../core/tenant';

/**
 * The conditions on an aggregate table (alias `a`) for a report's period and filters, and for who
 * asks: a personal data scope sees the orders they serve, a team scope those of the people in their
 * teams (DESIGN "data scope is applied in queries"). `engineerOnly` narrows to one person whatever
 * the scope (the personal dashboard).
 */
export function aggWhere(
  s: Pick<ReportScope, 'enterpriseId' | 'userId' | 'dataScope'>,
  f: Pick<ResolvedReportFilter, 'from' | 'to' | 'templateId' | 'engineerId' | 'teamId'>,
  opts: { engineerOnly?: number } = {},
): SQL {
  const parts: SQL[] = [mineSql(s, 'a'), sql`a.day between ${f.from}::date and ${f.to}::date`];
  if (f.templateId) parts.push(sql`a.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`a.engineer_id = ${f.engineerId}`);
  if (f.teamId) parts.push(sql`a.engineer_id in (${teamMembers(s, sql`${f.teamId}`)})`);
  if (opts.engineerOnly) parts.push(sql`a.engineer_id = ${opts.engineerOnly}`);
  else if (s.dataScope === DATA_SCOPES.personal) parts.push(sql`a.engineer_id = ${s.userId}`);
  else if (s.dataScope === DATA_SCOPES.team)
    parts.push(
      sql`a.engineer_id in (${teamMembers(
        s,
        sql`(select mt.team_id from team_members mt where ${mineSql(s, 'mt')} and mt.user_id = ${s.userId})`,
        true,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

function teamMembers(s: { enterpriseId: number }, team: SQL, many = false): SQL {
  return sql`select tm.user_id from team_members tm where ${mineSql(s, 'tm')} and tm.team_id ${
    many ? sql`in` : sql`=`
  } ${team}`;
}
