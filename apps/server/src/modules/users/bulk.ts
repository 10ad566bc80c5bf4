import { sql } from 'drizzle-orm';
import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import { rows } from '../../db/client';
import type { Auth } from '../../core/auth';
import { idList } from '../../core/sql';
import { departmentSubtree, requireDepartment } from '../departments';
import * as links from './links';

const affected = (r: unknown[]) => ({ count: r.length });

/**
 * Tags or roles for every user of a department and its sub-departments (spec-shell §7
 * byDepartmentAddTag/DelTag/AddRole/DelRole); answers how many links were added or removed.
 */
export async function byDepartment(
  ctx: AppContext,
  auth: Auth,
  op: 'addTag' | 'delTag' | 'addRole' | 'delRole',
  departmentId: number,
  ids: number[],
) {
  const ep = auth.user.enterpriseId;
  const inDept = sql`u.department_id in (${departmentSubtree(ep, departmentId)})`;
  const person = TAG_OBJECT_KINDS.person;
  return ctx.db.transaction(async (tx) => {
    await requireDepartment(tx, ep, departmentId, 'departmentId');
    switch (op) {
      case 'addTag':
        await links.checkPersonTagIds(tx, ep, ids);
        return affected(
          await rows(
            tx,
            sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
                select u.enterprise_id, ${person}, u.id, t.id
                  from users u join tags t on t.enterprise_id = u.enterprise_id and t.id in (${idList(ids)})
                 where u.enterprise_id = ${ep} and ${inDept}
                on conflict do nothing returning 1`,
          ),
        );
      case 'delTag':
        await links.checkPersonTagIds(tx, ep, ids);
        return affected(
          await rows(
            tx,
            sql`delete from object_tags ot using users u
                 where ot.enterprise_id = ${ep} and ot.object_kind = ${person} and ot.tag_id in (${idList(ids)})
                   and u.enterprise_id = ot.enterprise_id and u.id = ot.object_id and ${inDept}
                returning 1`,
          ),
        );
      case 'addRole':
        await links.checkRoleIds(tx, auth, ids, { grant: 'all' });
        return affected(
          await rows(
            tx,
            sql`insert into user_roles (enterprise_id, user_id, role_id)
                select u.enterprise_id, u.id, r.id
                  from users u join roles r on r.enterprise_id = u.enterprise_id and r.id in (${idList(ids)})
                 where u.enterprise_id = ${ep} and ${inDept}
                on conflict do nothing returning 1`,
          ),
        );
      case 'delRole': {
        await links.checkRoleIds(tx, auth, ids);
        const removed = await rows(
          tx,
          sql`delete from user_roles ur using users u
               where ur.enterprise_id = ${ep} and ur.role_id in (${idList(ids)})
                 and u.enterprise_id = ur.enterprise_id and u.id = ur.user_id and ${inDept}
              returning 1`,
        );
        await links.assertAdminRemains(tx, ep);
        return affected(removed);
      }
    }
  });
}
