import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_SCOPES,
  NUMBER_INTEGER_DIGITS,
  SERVICE_ITEM_ACCESS,
  SERVICE_ITEM_NAME_MAX,
  SERVICE_ITEM_UNIT_MAX,
  type ServiceItemRow,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { createUser } from '../tenancy';
import type { Phone } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
const tpl: Record<string, number> = {};

/** The id of a live template of the demo enterprise by kind and name. */
async function templateId(kind: number, name: string) {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from form_templates
         where enterprise_id = 1 and kind = ${kind} and name = ${name} and deleted_at is null`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  tpl.repair = await templateId(1, '上门维修');
  tpl.install = await templateId(1, '安装');
  tpl.default = await templateId(1, '默认模板');
  tpl.customer = await templateId(2, '默认模板');
});
afterAll(() => t.close());

type Page = { list: ServiceItemRow[]; total: number };
const list = async (query = '', s = admin) => {
  const res = await as(t, s).get(`/api/v2/serviceProject/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const names = (page: Page) => page.list.map((i) => i.name);
const detail = (id: number, s = admin) => as(t, s).get(`/api/v2/serviceProject/Detail/${id}`);
const save = (body: Record<string, unknown>, s = admin) => as(t, s).post('/api/v2/serviceProject/save', body);
const enable = (body: Record<string, unknown>, s = admin) =>
  as(t, s).put('/api/v2/serviceProject/enable', body);
const remove = (ids: number[] | string, s = admin) =>
  as(t, s).del(`/api/v2/serviceProject/delete?ids=${Array.isArray(ids) ? ids.join(',') : ids}`);
const base = { name: '测试项目', price: '10', unit: '次' };
const add = async (body: Record<string, unknown>) => {
  const res = await save({ ...base, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe('service item list', () => {
  it('pages the demo items by sort, with amounts in two decimals and the bound templates', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(13);
    expect(all.list.map((i) => i.sort)).toEqual([...all.list.map((i) => i.sort)].sort((a, b) => a - b));
    expect(all.list[0]).toMatchObject({
      name: '上门检测费',
      category: '上门服务',
      price: '50.00',
      unit: '次',
      individualCommission: '10.00',
      teamCommission: '5.00',
      enabled: true,
      templates: [],
    });
    const high = all.list.find((i) => i.name === '高空作业费')!;
    expect(high.templates.map((x) => x.name).sort()).toEqual(['上门维修', '安装'].sort());
    expect(all.list.find((i) => i.name === '远程技术指导')!.teamCommission).toBeNull();
    const p1 = await list('?pageSize=5&pageIndex=1');
    expect(p1.total).toBe(13);
    expect(p1.list.map((i) => i.id)).toEqual(all.list.slice(5, 10).map((i) => i.id));
  });

  it('filters by keyword in the name (wildcards taken literally), category and enabled', async () => {
    expect(names(await list(`?keyword=${encodeURIComponent('空调')}`))).toEqual([
      '空调深度清洗',
      '空调加氟（R32）',
      '挂机空调安装',
      '柜机空调安装',
      '空调铜管加长',
    ]);
    expect((await list(`?keyword=${encodeURIComponent('r32')}`)).total).toBe(1);
    expect((await list('?keyword=%25_')).total).toBe(0);
    expect((await list(`?category=${encodeURIComponent('安装')}`)).total).toBe(3);
    expect(names(await list('?enabled=false'))).toEqual(['夜间加急服务费']);
    expect((await list('?enabled=true')).total).toBe(12);
  });

  it('filters by order template: items bound to it, or bound to none', async () => {
    const repair = names(await list(`?templateId=${tpl.repair}&pageSize=100`));
    expect(repair).toContain('压缩机更换工时');
    expect(repair).toContain('高空作业费');
    expect(repair).toContain('上门检测费');
    expect(repair).not.toContain('挂机空调安装');
    const plain = names(await list(`?templateId=${tpl.default}&pageSize=100`));
    expect(plain).toHaveLength(7); // the six unbound enabled ones and the disabled one
    expect(plain).not.toContain('高空作业费');
    expect((await list(`?templateId=${tpl.install}&enabled=true&pageSize=100`)).total).toBe(10);
  });

  it('answers the categories in use with their counts', async () => {
    const res = await as(t, admin).get('/api/v2/serviceProject/categories');
    expect(res.statusCode, res.body).toBe(200);
    const cats = res.json().data as { name: string; count: number }[];
    expect(Object.fromEntries(cats.map((c) => [c.name, c.count]))).toEqual({
      上门服务: 2,
      清洗保养: 3,
      维修: 3,
      安装: 3,
      附加费用: 2,
    });
  });

  it('refuses bad list queries with 400 naming the field', async () => {
    const get = (q: string) => as(t, admin).get(`/api/v2/serviceProject/list${q}`);
    expectRefusal(await get('?pageSize=0'), 400, 'VALIDATION', 'pageSize');
    expectRefusal(await get('?templateId=x'), 400, 'VALIDATION', 'templateId');
    expectRefusal(await get('?enabled=maybe'), 400, 'VALIDATION', 'enabled');
    expectRefusal(await get(`?category=${'x'.repeat(21)}`), 400, 'VALIDATION', 'category');
  });
});

describe('service item save', () => {
  it('adds an item with every field, reads it back and edits it', async () => {
    const id = await add({
      name: '空调移机',
      category: '安装',
      price: '350.5',
      unit: '台',
      individualCommission: '100',
      teamCommission: 30.25,
      description: '拆机、运输与重新安装',
      templateIds: [tpl.install, tpl.install],
    });
    const got = (await detail(id)).json().data as ServiceItemRow;
    expect(got).toMatchObject({
      id,
      name: '空调移机',
      price: '350.50',
      individualCommission: '100.00',
      teamCommission: '30.25',
      enabled: true,
      templates: [{ id: tpl.install, name: '安装' }],
    });
    const edited = await save({
      id,
      name: '空调移机（含加氟）',
      price: '420',
      unit: '套',
      teamCommission: null,
      enabled: false,
      templateIds: [tpl.repair, tpl.install],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await detail(id)).json().data as ServiceItemRow;
    expect(after).toMatchObject({
      name: '空调移机（含加氟）',
      price: '420.00',
      unit: '套',
      category: '安装', // not sent: unchanged
      individualCommission: '100.00',
      teamCommission: null,
      enabled: false,
    });
    expect(after.templates.map((x) => x.id).sort()).toEqual([tpl.repair, tpl.install].sort());
    // templateIds left out keeps the bindings; [] clears them (usable on every template)
    await save({ id, ...base, name: '空调移机（含加氟）' });
    expect((await detail(id)).json().data.templates).toHaveLength(2);
    await save({ id, ...base, name: '空调移机（含加氟）', templateIds: [] });
    expect((await detail(id)).json().data.templates).toEqual([]);
  });

  it('spec-business §3: the name is required and under 50 characters', async () => {
    expect(SERVICE_ITEM_NAME_MAX).toBe(50);
    expectRefusal(
      await save({ ...base, name: 'x'.repeat(SERVICE_ITEM_NAME_MAX + 1) }),
      400,
      'VALIDATION',
      'name',
    );
    expectRefusal(await save({ ...base, name: '   ' }), 400, 'VALIDATION', 'name');
    expectRefusal(await save({ price: '1', unit: '次' }), 400, 'VALIDATION', 'name');
    await add({ name: 'x'.repeat(SERVICE_ITEM_NAME_MAX) });
  });

  it('spec-business §5: the unit is required, at most 5 characters', async () => {
    expect(SERVICE_ITEM_UNIT_MAX).toBe(5);
    expectRefusal(await save({ ...base, name: 'u1', unit: '' }), 400, 'VALIDATION', 'unit');
    expectRefusal(
      await save({ ...base, name: 'u2', unit: 'x'.repeat(SERVICE_ITEM_UNIT_MAX + 1) }),
      400,
      'VALIDATION',
      'unit',
    );
    await add({ name: 'u3', unit: 'x'.repeat(SERVICE_ITEM_UNIT_MAX) });
  });

  it('spec-business §5: price and commissions are within 13 digits and two decimals', async () => {
    const id = await add({ name: '大额', price: '1234567890123.45', individualCommission: '0.01' });
    expect((await detail(id)).json().data).toMatchObject({
      price: '1234567890123.45',
      individualCommission: '0.01',
    });
    for (const [field, value] of [
      ['price', '12345678901234'],
      ['price', '1.234'],
      ['price', '-1'],
      ['price', 'abc'],
      ['individualCommission', '1.001'],
      ['teamCommission', '99999999999999'],
    ] as const) {
      const res = await save({ ...base, name: `bad ${field}`, [field]: value });
      expectRefusal(res, 400, 'VALIDATION', field);
      expect(res.json().message).toContain('13');
    }
    expectRefusal(await save({ name: 'np', unit: '次' }), 400, 'VALIDATION', 'price');
  });

  it('an amount past 13 integer digits is refused 400 with the rule named in both languages; nothing is saved', async () => {
    const tooBig = { ...base, name: '超限金额', price: '1'.repeat(NUMBER_INTEGER_DIGITS + 1) };
    const zh = await save(tooBig);
    expectRefusal(zh, 400, 'VALIDATION', 'price');
    expect(zh.json().message).toBe('价格须为不超过13位整数、最多两位小数的非负金额');
    const en = await as(t, admin).post('/api/v2/serviceProject/save', tooBig, { 'accept-language': 'en' });
    expectRefusal(en, 400, 'VALIDATION', 'price');
    expect(en.json().message).toBe(
      'Price must be a non-negative amount of at most 13 digits and two decimals',
    );
    expect(names(await list(`?keyword=${encodeURIComponent('超限金额')}`))).toEqual([]);
    // ¥99,999,999,999.99 has 11 integer digits: within the rule, kept exactly.
    const id = await add({ name: '大额价格', price: '99999999999.99' });
    expect((await detail(id)).json().data.price).toBe('99999999999.99');
  });

  it('a commission above the price is saved (the spec sets no such rule; the form warns)', async () => {
    const id = await add({ name: '高提成', price: '10', individualCommission: '12.5', teamCommission: '11' });
    expect((await detail(id)).json().data).toMatchObject({
      price: '10.00',
      individualCommission: '12.50',
      teamCommission: '11.00',
    });
  });

  it('refuses a duplicate name with a clear message; a deleted item frees its name', async () => {
    const taken = await save({ ...base, name: '上门检测费' });
    expectRefusal(taken, 409, 'SERVICE_ITEM_NAME_TAKEN', 'name');
    expect(taken.json().message).toBe('服务项目名称“上门检测费”已存在，请换一个名称');
    const en = await as(t, admin).post(
      '/api/v2/serviceProject/save',
      { ...base, name: '上门检测费' },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('A service item named "上门检测费" already exists; choose another name');
    const a = await add({ name: '重名甲' });
    const b = await add({ name: '重名乙' });
    expectRefusal(await save({ ...base, id: b, name: '重名甲' }), 409, 'SERVICE_ITEM_NAME_TAKEN', 'name');
    expect((await save({ ...base, id: a, name: '重名甲' })).statusCode).toBe(200); // its own name
    expect((await remove([a])).statusCode).toBe(200);
    expect((await save({ ...base, id: b, name: '重名甲' })).statusCode).toBe(200);
    // two adds of one name at once: one is saved, the other refused
    const both = await Promise.all([save({ ...base, name: '并发' }), save({ ...base, name: '并发' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('binds only live order templates of the enterprise', async () => {
    const [gone] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into form_templates (enterprise_id, kind, name, deleted_at)
          values (1, 1, '已删模板', now()) returning id::int as id`,
    );
    for (const ids of [[tpl.customer], [gone!.id], [tpl.repair, 99999999]])
      expectRefusal(
        await save({ ...base, name: '绑定', templateIds: ids }),
        404,
        'SERVICE_ITEM_TEMPLATE_NOT_FOUND',
        'templateIds',
      );
    expect((await list(`?keyword=${encodeURIComponent('绑定')}`)).total).toBe(0);
    expectRefusal(
      await save({ ...base, name: '绑定', templateIds: [0] }),
      400,
      'VALIDATION',
      'templateIds.0',
    );
  });

  it('a binding to a template deleted later no longer counts', async () => {
    const [temp] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into form_templates (enterprise_id, kind, name) values (1, 1, '临时模板') returning id::int as id`,
    );
    const id = await add({ name: '临时绑定', templateIds: [temp!.id] });
    expect(names(await list(`?templateId=${tpl.default}&pageSize=100`))).not.toContain('临时绑定');
    await t.database.db.execute(sql`update form_templates set deleted_at = now() where id = ${temp!.id}`);
    expect((await detail(id)).json().data.templates).toEqual([]);
    expect(names(await list(`?templateId=${tpl.default}&pageSize=100`))).toContain('临时绑定');
  });

  it('refuses unknown fields and a missing item with the field named', async () => {
    expectRefusal(await save({ ...base, name: 'z', createdBy: 1 }), 400, 'VALIDATION', 'createdBy');
    expectRefusal(
      await save({ ...base, name: 'z', category: 'x'.repeat(21) }),
      400,
      'VALIDATION',
      'category',
    );
    expectRefusal(await save({ ...base, id: 99999999 }), 404, 'SERVICE_ITEM_NOT_FOUND');
    expectRefusal(await as(t, admin).get('/api/v2/serviceProject/Detail/abc'), 400, 'VALIDATION', 'id');
  });
});

describe('service item enable and delete', () => {
  it('enables and disables several at once; a missing id changes nothing', async () => {
    const a = await add({ name: '批量甲' });
    const b = await add({ name: '批量乙' });
    const off = await enable({ ids: [a, b], enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ count: 2 });
    expect((await detail(a)).json().data.enabled).toBe(false);
    expectRefusal(await enable({ ids: [a, 99999999], enabled: true }), 404, 'SERVICE_ITEM_NOT_FOUND', 'ids');
    expect((await detail(a)).json().data.enabled).toBe(false);
    expectRefusal(await enable({ ids: [], enabled: true }), 400, 'VALIDATION', 'ids');
    expectRefusal(await enable({ ids: [a] }), 400, 'VALIDATION', 'enabled');
  });

  it('deletes several (kept as deleted); a missing id deletes nothing', async () => {
    const ids = [await add({ name: '删甲' }), await add({ name: '删乙' }), await add({ name: '删丙' })];
    expectRefusal(await remove([ids[0]!, 99999999]), 404, 'SERVICE_ITEM_NOT_FOUND', 'ids');
    expect((await detail(ids[0]!)).statusCode).toBe(200);
    const res = await remove(ids);
    expect(res.json().data).toEqual({ count: 3 });
    expectRefusal(await detail(ids[0]!), 404, 'SERVICE_ITEM_NOT_FOUND');
    expect((await list(`?keyword=${encodeURIComponent('删')}`)).total).toBe(0);
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_items where id in (${sql.join(ids, sql`, `)}) and deleted_at is not null`,
    );
    expect(row!.n).toBe(3);
    expectRefusal(await remove(ids), 404, 'SERVICE_ITEM_NOT_FOUND', 'ids');
    expectRefusal(await remove(''), 400, 'VALIDATION', 'ids.0');
    expectRefusal(await remove('1,x'), 400, 'VALIDATION', 'ids.1');
  });
});

describe('service item permissions', () => {
  /** A user of the demo enterprise whose one role holds exactly `codes`. */
  async function userWith(phone: Phone, codes: string[]) {
    await t.database.db.transaction(async (tx) => {
      const [role] = await tx
        .insert(roles)
        .values({ enterpriseId: 1, name: `role ${phone}`, permissions: codes, dataScope: DATA_SCOPES.all })
        .returning({ id: roles.id });
      const id = await createUser(tx, {
        enterpriseId: 1,
        phone,
        name: phone,
        password: 'Perm#Pass2026',
        roleIds: [],
      });
      await tx.insert(userRoles).values({ enterpriseId: 1, userId: id, roleId: role!.id });
    });
    return loginAs(t.app, phone, 'Perm#Pass2026');
  }

  it('refuses every route without the service item codes (403)', async () => {
    const employee = await loginAs(t.app, 'employee');
    const id = (await list()).list[0]!.id;
    expectRefusal(await as(t, employee).get('/api/v2/serviceProject/list'), 403, 'NO_PERMISSION');
    expectRefusal(await detail(id, employee), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, employee).get('/api/v2/serviceProject/categories'), 403, 'NO_PERMISSION');
    expectRefusal(await save(base, employee), 403, 'NO_PERMISSION');
    expectRefusal(await enable({ ids: [id], enabled: false }, employee), 403, 'NO_PERMISSION');
    expectRefusal(await remove([id], employee), 403, 'NO_PERMISSION');
  });

  it('a dispatcher (view code only) reads but cannot add, edit, enable or delete', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher');
    const id = (await list('', dispatcher)).list[0]!.id;
    expect((await detail(id, dispatcher)).statusCode).toBe(200);
    expectRefusal(await save({ ...base, name: '派单新增' }, dispatcher), 403, 'NO_PERMISSION');
    expectRefusal(await save({ ...base, id }, dispatcher), 403, 'NO_PERMISSION');
    expectRefusal(await enable({ ids: [id], enabled: false }, dispatcher), 403, 'NO_PERMISSION');
    expectRefusal(await remove([id], dispatcher), 403, 'NO_PERMISSION');
  });

  it('adding needs the create code and changing the edit code', async () => {
    const creator = await userWith('13700000101', [SERVICE_ITEM_ACCESS.view, SERVICE_ITEM_ACCESS.create]);
    const id = (await save({ ...base, name: '只能新增' }, creator)).json().data.id as number;
    expect(id).toBeGreaterThan(0);
    expectRefusal(await save({ ...base, id, name: '改名' }, creator), 403, 'NO_PERMISSION');
    const editor = await userWith('13700000102', [SERVICE_ITEM_ACCESS.view, SERVICE_ITEM_ACCESS.edit]);
    expectRefusal(await save({ ...base, name: '编辑者新增' }, editor), 403, 'NO_PERMISSION');
    expect((await save({ ...base, id, name: '改名' }, editor)).statusCode).toBe(200);
    expect((await enable({ ids: [id], enabled: false }, editor)).statusCode).toBe(200);
    expectRefusal(await remove([id], editor), 403, 'NO_PERMISSION');
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's item, exactly like a missing one, and changes nothing", async () => {
    const other = await otherEnterprise(t);
    expect((await list('', other.session)).total).toBe(0);
    const ours = (await list()).list[0]!;
    const missing = await detail(99999999, other.session);
    const foreign = await detail(ours.id, other.session);
    expectRefusal(foreign, 404, 'SERVICE_ITEM_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(await save({ ...base, id: ours.id }, other.session), 404, 'SERVICE_ITEM_NOT_FOUND');
    expectRefusal(
      await enable({ ids: [ours.id], enabled: false }, other.session),
      404,
      'SERVICE_ITEM_NOT_FOUND',
      'ids',
    );
    expectRefusal(await remove([ours.id], other.session), 404, 'SERVICE_ITEM_NOT_FOUND', 'ids');
    expect((await detail(ours.id)).json().data).toMatchObject({ name: ours.name, enabled: ours.enabled });
    // our templates cannot be bound there; our item names are free there
    expectRefusal(
      await save({ ...base, templateIds: [tpl.repair] }, other.session),
      404,
      'SERVICE_ITEM_TEMPLATE_NOT_FOUND',
      'templateIds',
    );
    expect((await save({ ...base, name: ours.name }, other.session)).statusCode).toBe(200);
    const cats = (await as(t, other.session).get('/api/v2/serviceProject/categories')).json().data;
    expect(cats).toEqual([]);
  });
});
