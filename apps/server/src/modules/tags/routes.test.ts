import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_NAME_MAX } from '@fieldline/domain';
import { rows } from '../../db/client';
import { phoneOf } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { registerTaggableKind } from './registry';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const addTag = (body: Record<string, unknown>) => as(t, admin).post('/api/v2/epTag', body);
const addGroup = (body: Record<string, unknown>) => as(t, admin).post('/api/v2/epTag/group', body);

describe('tags (/v2/epTag)', () => {
  it('creates, reads, edits and deletes (id and csrf in the query)', async () => {
    const id = (await addTag({ objectKind: 2, name: '经销商', color: '#1677ff' })).json().data.id;
    const one = (await as(t, admin).get(`/api/v2/epTag?id=${id}`)).json().data;
    expect(one).toMatchObject({ id, objectKind: 2, name: '经销商', color: '#1677ff', groupId: null });
    expect(
      (await as(t, admin).put('/api/v2/epTag', { id, name: '一级经销商', color: 'geekblue' })).statusCode,
    ).toBe(200);
    expect((await as(t, admin).get(`/api/v2/epTag?id=${id}`)).json().data).toMatchObject({
      name: '一级经销商',
      color: 'geekblue',
    });
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/epTag?id=${id}`,
      headers: { token: admin.token },
    });
    expectRefusal(noCsrf, 403, 'CSRF_INVALID');
    expect((await as(t, admin).del(`/api/v2/epTag?id=${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/epTag?id=${id}`), 404, 'TAG_NOT_FOUND');
  });

  it('refuses a name over 50, a name taken for the same kind, and bad kinds or colours', async () => {
    expectRefusal(
      await addTag({ objectKind: 1, name: 'x'.repeat(TAG_NAME_MAX + 1) }),
      400,
      'VALIDATION',
      'name',
    );
    expect((await addTag({ objectKind: 1, name: 'x'.repeat(TAG_NAME_MAX) })).statusCode).toBe(200);
    const taken = await addTag({ objectKind: 1, name: '紧急 / Urgent' });
    expectRefusal(taken, 409, 'TAG_NAME_TAKEN', 'name');
    expect(taken.json().message).toContain('紧急 / Urgent');
    // the same name for another kind is fine
    expect((await addTag({ objectKind: 5, name: '紧急 / Urgent' })).statusCode).toBe(200);
    expectRefusal(await addTag({ objectKind: 7, name: 'y' }), 400, 'VALIDATION', 'objectKind');
    expectRefusal(
      await addTag({ objectKind: 1, name: 'y', color: 'url(javascript:1)' }),
      400,
      'VALIDATION',
      'color',
    );
    const urgent = await idOf(t, sql`select id from tags where name = '紧急 / Urgent' and object_kind = 1`);
    expectRefusal(
      await as(t, admin).put('/api/v2/epTag', { id: urgent, name: '保修期内 / Under warranty' }),
      409,
      'TAG_NAME_TAKEN',
    );
  });

  it('lists a kind page by page, ordered and grouped by tag group', async () => {
    const page = (await as(t, admin).get('/api/v2/epTag/list?objectKind=1&pageSize=100')).json().data;
    expect(page.groups[0].name).toBe('服务类型 / Service type');
    expect(page.groups[0].tags.map((x: { name: string }) => x.name)).toEqual([
      '安装 / Installation',
      '维修 / Repair',
    ]);
    expect(page.groups.at(-1).id).toBeNull();
    const p0 = (await as(t, admin).get('/api/v2/epTag/list?objectKind=1&pageSize=2&pageIndex=0')).json().data;
    const p1 = (await as(t, admin).get('/api/v2/epTag/list?objectKind=1&pageSize=2&pageIndex=1')).json().data;
    expect(p0.total).toBe(page.total);
    expect(p0.list.map((x: { id: number }) => x.id)).toEqual(
      page.list.slice(0, 2).map((x: { id: number }) => x.id),
    );
    expect(p1.list.map((x: { id: number }) => x.id)).toEqual(
      page.list.slice(2, 4).map((x: { id: number }) => x.id),
    );
    expectRefusal(await as(t, admin).get('/api/v2/epTag/list'), 400, 'VALIDATION', 'objectKind');
    const staff = await loginAs(t.app, 'serviceStaff');
    expect((await as(t, staff).get('/api/v2/epTag/list?objectKind=6')).json().data.total).toBe(2);
  });
});

describe('tag groups', () => {
  it('creates, renames, lists with counts and deletes (tags stay, ungrouped)', async () => {
    const g = (await addGroup({ objectKind: 2, name: '客户等级' })).json().data.id;
    expectRefusal(await addGroup({ objectKind: 2, name: '客户等级' }), 409, 'TAG_GROUP_NAME_TAKEN', 'name');
    const created = await addTag({ objectKind: 2, name: '金牌', groupId: g });
    expect(created.statusCode, created.body).toBe(200);
    const tag = created.json().data.id;
    expectRefusal(
      await addTag({ objectKind: 1, name: '错组', groupId: g }),
      400,
      'TAG_GROUP_KIND_MISMATCH',
      'groupId',
    );
    expect(
      (await as(t, admin).put(`/api/v2/epTag/group/${g}`, { name: '客户级别', sort: 3 })).statusCode,
    ).toBe(200);
    const groups = (await as(t, admin).get('/api/v2/epTag/group/list?objectKind=2')).json().data;
    expect(groups.list).toEqual([expect.objectContaining({ id: g, name: '客户级别', tagCount: 1 })]);
    expect((await as(t, admin).del(`/api/v2/epTag/group/${g}`)).statusCode).toBe(200);
    expect((await as(t, admin).get(`/api/v2/epTag?id=${tag}`)).json().data).toMatchObject({
      id: tag,
      groupId: null,
    });
    expectRefusal(await as(t, admin).del(`/api/v2/epTag/group/${g}`), 404, 'TAG_GROUP_NOT_FOUND');
  });
});

describe('tags on objects', () => {
  it('adds and removes tags on persons (checked) and on other kinds', async () => {
    const staffId = await userId(t, 'serviceStaff');
    const staff2Id = await userId(t, 'serviceStaff2');
    const tag = (await addTag({ objectKind: 6, name: '夜班' })).json().data.id;
    const body = { objectKind: 6, objectIds: [staffId, staff2Id], tagIds: [tag] };
    expect((await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', body)).json().data).toEqual({
      count: 2,
    });
    expect((await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', body)).json().data).toEqual({
      count: 0,
    });
    expect((await as(t, admin).get(`/api/v2/user/count?tagId=${tag}`)).json().data).toBe(2);
    expect(
      (await as(t, admin).del('/api/v2/epTag/batchRemoveTagByObj', { ...body, objectIds: [staff2Id] })).json()
        .data,
    ).toEqual({
      count: 1,
    });
    expect((await as(t, admin).get(`/api/v2/user/count?tagId=${tag}`)).json().data).toBe(1);
    expectRefusal(
      await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', { ...body, objectIds: [99999999] }),
      404,
      'OBJECT_NOT_FOUND',
      'objectIds',
    );
    const orderTag = await idOf(t, sql`select id from tags where object_kind = 1 order by id limit 1`);
    expectRefusal(
      await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', { ...body, tagIds: [orderTag] }),
      400,
      'TAG_KIND_MISMATCH',
      'tagIds',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', { ...body, objectIds: [] }),
      400,
      'VALIDATION',
      'objectIds',
    );
    // an order tag on order ids: checked by the orders module's resolver once it registers one
    registerTaggableKind(1, async (_t, ids) => ids.filter((id) => id < 1000));
    const orders = { objectKind: 1, objectIds: [1, 2], tagIds: [orderTag] };
    expect((await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', orders)).json().data).toEqual({
      count: 2,
    });
    expectRefusal(
      await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', { ...orders, objectIds: [5000] }),
      404,
      'OBJECT_NOT_FOUND',
    );
    // deleting a tag takes it off every object
    expect((await as(t, admin).del(`/api/v2/epTag?id=${orderTag}`)).statusCode).toBe(200);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from object_tags where tag_id = ${orderTag}`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('large batches', () => {
  it('tags 1000 objects with 20 tags in one call (more links than bind parameters allow)', async () => {
    await t.database.db.execute(
      sql`insert into tags (enterprise_id, object_kind, name) select enterprise_id, 3, '文档' || g from users, generate_series(1, 20) g where phone = ${phoneOf('administrator')}`,
    );
    const [{ ids }] = (await rows<{ ids: number[] }>(
      t.database.db,
      sql`select array_agg(id::int order by id) as ids from tags where object_kind = 3`,
    )) as [{ ids: number[] }];
    const objectIds = Array.from({ length: 1000 }, (_, i) => i + 1);
    // documents of the knowledge base are checked by its resolver: take these ids as existing ones
    registerTaggableKind(3, async (_t, ids) => ids);
    const res = await as(t, admin).post('/api/v2/epTag/batchAddTagByObj', {
      objectKind: 3,
      objectIds,
      tagIds: ids,
    });
    expect(res.json().data).toEqual({ count: 20_000 });
    const removed = await as(t, admin).del('/api/v2/epTag/batchRemoveTagByObj', {
      objectKind: 3,
      objectIds,
      tagIds: ids,
    });
    expect(removed.json().data).toEqual({ count: 20_000 });
  });
});

describe('refusals', () => {
  it('service staff cannot manage tags (403)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(
      await as(t, staff).post('/api/v2/epTag', { objectKind: 1, name: 'x' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).del('/api/v2/epTag?id=1'), 403, 'NO_PERMISSION');
  });

  it("another enterprise's tags and groups answer 404 like missing ones", async () => {
    const other = await otherEnterprise(t);
    const urgent = await idOf(t, sql`select id from tags where name = '保修期内 / Under warranty'`);
    const group = await idOf(t, sql`select id from tag_groups order by id limit 1`);
    const missing = await as(t, other.session).get('/api/v2/epTag?id=99999999');
    const foreign = await as(t, other.session).get(`/api/v2/epTag?id=${urgent}`);
    expectRefusal(foreign, 404, 'TAG_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).put('/api/v2/epTag', { id: urgent, name: 'x' }),
      404,
      'TAG_NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).del(`/api/v2/epTag?id=${urgent}`), 404, 'TAG_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).put(`/api/v2/epTag/group/${group}`, { name: 'x' }),
      404,
      'TAG_GROUP_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/epTag', { objectKind: 1, name: 'x', groupId: group }),
      404,
      'TAG_GROUP_NOT_FOUND',
      'groupId',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/epTag/batchAddTagByObj', {
        objectKind: 1,
        objectIds: [1],
        tagIds: [urgent],
      }),
      404,
      'TAG_NOT_FOUND',
    );
    expect((await as(t, other.session).get('/api/v2/epTag/list?objectKind=1')).json().data.total).toBe(0);
    // their own tag may reuse our names
    expect(
      (await as(t, other.session).post('/api/v2/epTag', { objectKind: 1, name: '保修期内 / Under warranty' }))
        .statusCode,
    ).toBe(200);
  });
});
