import { sql } from 'drizzle-orm';
import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, withDb, type Tenant } from '../../core/tenant';
import { departmentSubtree, requireDepartment } from '../departments';
import * as links from './links';

const affected = (r: unknown[]) => ({ count: r.length });

/**
 * Tags or roles for every user of a department and its sub-departments (spec-shell §7
 * byDepartmentAddTag/DelTag/AddRole/DelRole); answers how many links were added or removed.
 */
export async function byDepartment(
  t: Tenant,
  op: 'addTag' | 'delTag' | 'addRole' | 'delRole',
  departmentId: number,
  ids: number[],
) {
  const inDept = sql`u.department_id in (${departmentSubtree(t, departmentId)})`;
  const person = TAG_OBJECT_KINDS.person;
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireDepartment(tt, departmentId, 'departmentId');
    switch (op) {
      case 'addTag':
        await links.checkPersonTagIds(tt, ids);
        return affected(
          await rows(
            tx,
            sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
                select u.enterprise_id, ${person}, u.id, t.id
                  from users u join tags t on t.enterprise_id = u.enterprise_id and t.id in (${idList(ids)})
                 where ${mineSql(t, 'u')} and ${inDept}
                on conflict do nothing returning 1`,
          ),
        );
      case 'delTag':
        await links.checkPersonTagIds(tt, ids);
        return affected(
          await rows(
            tx,
            sql`delete from object_tags ot using users u
                 where ${mineSql(t, 'ot')} and ot.object_kind = ${person} and ot.tag_id in (${idList(ids)})
                   and u.enterprise_id = ot.enterprise_id and u.id = ot.object_id and ${inDept}
                returning 1`,
          ),
        );
      case 'addRole':
        await links.checkRoleIds(tt, ids, { grant: 'all' });
        return affected(
          await rows(
            tx,
            sql`insert into user_roles (enterprise_id, user_id, role_id)
                select u.enterprise_id, u.id, r.id
                  from users u join roles r on r.enterprise_id = u.enterprise_id and r.id in (${idList(ids)})
                 where ${mineSql(t, 'u')} and ${inDept}
                on conflict do nothing returning 1`,
          ),
        );
      case 'delRole': {
        await links.checkRoleIds(tt, ids);
        const removed = await rows(
          tx,
          sql`delete from user_roles ur using users u
               where ${mineSql(t, 'ur')} and ur.role_id in (${idList(ids)})
                 and u.enterprise_id = ur.enterprise_id and u.id = ur.user_id and ${inDept}
              returning 1`,
        );
        await links.assertAdminRemains(tt);
        return affected(removed);
      }
    }
  });
}
