import { count } from 'drizzle-orm';
import type { Locale, UserFilter } from '@fieldline/domain';
import { users } from '../../db/schema';
import type { Tenant } from '../../core/tenant';
import { registerExporter, startExport, downloadErrors } from '../downloads';
import { listUsers, userWhere } from './queries';

/** Rows of one export are capped; a larger list is narrowed with filters first. */
export const USER_EXPORT_MAX_ROWS = 50_000;

const HEADER: Record<Locale, string[]> = {
  zh_CN: ['姓名', '手机号', '部门', '角色', '状态', '创建时间'],
  en_GB: ['Name', 'Mobile number', 'Department', 'Roles', 'Status', 'Created'],
};
const STATUS: Record<Locale, [string, string]> = { zh_CN: ['启用', '停用'], en_GB: ['Enabled', 'Disabled'] };

registerExporter('users', async (ctx, { actor, locale, params }) => {
  const list = await listUsers(
    { ...actor, db: ctx.db, enterpriseId: actor.user.enterpriseId },
    params as UserFilter,
    { pageSize: USER_EXPORT_MAX_ROWS, pageIndex: 0 },
    true,
  );
  return {
    columns: HEADER[locale],
    rows: list.map((u) => [
      u.name,
      u.phone,
      u.departmentName,
      ((u as { roles?: { name: string }[] }).roles ?? []).map((r) => r.name).join(', '),
      STATUS[locale][u.enabled ? 0 : 1],
      u.createdAt,
    ]),
  };
});

/** Queues the export of the users I may see with the list's filters; refuses an empty one. */
export async function exportUsers(t: Tenant, filter: UserFilter) {
  const { locale } = t;
  const [row] = await t.db.select({ n: count() }).from(users).where(userWhere(t, filter));
  if (!Number(row?.n)) throw downloadErrors.EXPORT_EMPTY();
  const fileName = `${locale === 'zh_CN' ? '人员列表' : 'Users'}-${new Date().toISOString().slice(0, 10)}`;
  const { t: _t, ...params } = filter as UserFilter & { t?: unknown };
  return startExport(t, { kind: 'users', fileName, locale, params });
}
