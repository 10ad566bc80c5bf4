import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { deliverInApp } from '.';

let t: TestApp;
let staff: Session;
let staff2: Session;
let enterpriseId: number;
const ids = { staff: 0, staff2: 0 };

beforeAll(async () => {
  t = await testApp();
  [staff, staff2] = await Promise.all([loginAs(t.app, 'serviceStaff'), loginAs(t.app, 'serviceStaff2')]);
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${ids.staff}`);
  await t.database.db.execute(sql`update users set locale = 'en_GB' where id = ${ids.staff2}`);
  await t.database.db.execute(sql`update users set locale = null where id = ${ids.staff}`);
});
afterAll(() => t.close());

const latest = async (s: Session) =>
  (await as(t, s).get('/api/v2/message/list?pageSize=1')).json().data.list[0];

describe('deliverInApp (in-app messages other modules send)', () => {
  it("writes one message per enterprise user, in each one's language, filterable by its kind", async () => {
    const other = await otherEnterprise(t);
    const written = await asTenant(enterpriseId, () =>
      t.database.db.transaction((tx) =>
        deliverInApp(
          { db: tx, enterpriseId },
          {
            userIds: [ids.staff, ids.staff2, ids.staff, other.userId, -1],
            kind: 'notice.announcement',
            title: { zh_CN: '春节放假通知', en_GB: 'Spring Festival holiday' },
            body: { zh_CN: '2月9日起放假', en_GB: 'Closed from 9 February' },
            objectKind: 'notice',
            objectId: 7,
          },
        ),
      ),
    );
    expect(written.sort((a, b) => a - b)).toEqual([ids.staff, ids.staff2].sort((a, b) => a - b));
    expect(await latest(staff)).toMatchObject({
      kind: 'notice.announcement',
      title: '春节放假通知',
      body: '2月9日起放假',
      objectKind: 'notice',
      objectId: 7,
      read: false,
    });
    expect(await latest(staff2)).toMatchObject({
      title: 'Spring Festival holiday',
      body: 'Closed from 9 February',
    });
    const filtered = (await as(t, staff).get('/api/v2/message/list?kind=notice.announcement')).json().data;
    expect(filtered.total).toBe(1);
    expect((await as(t, other.session).get('/api/v2/message/list')).json().data.total).toBe(0);
  });

  it('takes a text already rendered, without an object; a rolled-back sender writes nothing', async () => {
    await asTenant(enterpriseId, () =>
      deliverInApp(
        { db: t.database.db, enterpriseId },
        { userIds: [ids.staff2], kind: 'notice.todo', title: '3 orders to do' },
      ),
    );
    expect(await latest(staff2)).toMatchObject({
      title: '3 orders to do',
      body: '',
      objectKind: null,
      objectId: null,
    });
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from messages`);
    await expect(
      asTenant(enterpriseId, () =>
        t.database.db.transaction(async (tx) => {
          await deliverInApp(
            { db: tx, enterpriseId },
            { userIds: [ids.staff], kind: 'notice.timed', title: 'x' },
          );
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from messages`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a long list of ids is one statement; ids that are no user of the enterprise are skipped', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => 10_000_000 + i).concat(ids.staff);
    const written = await asTenant(enterpriseId, () =>
      deliverInApp({ db: t.database.db, enterpriseId }, { userIds: many, kind: 'notice.todo', title: 'x' }),
    );
    expect(written).toEqual([ids.staff]);
  });
});
