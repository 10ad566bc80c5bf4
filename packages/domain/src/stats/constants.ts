import { fn } from '../tenancy/permission-groups';
import { PERMISSIONS, type TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may see figures (spec D9): 10801 view reports and the dashboard, 10802 export them; the chart
 * menu needs chart_manage; 12804 the team dashboard (a service staff member's team's figures).
 */
export const STATS_ACCESS = {
  view: fn('reports', 1) as TreeCode,
  export: fn('reports', 2) as TreeCode,
  chartMenu: PERMISSIONS.chartManage,
  teamDashboard: fn('personalTeam', 4) as TreeCode,
} as const;

/** The day figures count in (DECISIONS: 00:00 China time), as the contracts' scheduler does. */
export const STATS_TIME_ZONE = ENTERPRISE_TIME_ZONE;
/** The statistics push (SB:156): yesterday's figures to managers at 08:30. */
/** pg-boss cron runs in UTC: 00:30 UTC is 08:30 in China (no daylight saving). */
export const STATS_PUSH_CRON = '30 0 * * *';
