import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_TYPE_NAMES, FORM_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { EVERY_TYPE, defaultTemplateId, fieldIds } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
const PROJECT = FORM_KINDS.project;
const CUSTOMER = FORM_KINDS.customer;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  staff = await loginAs(t.app, 'serviceStaff');
});
afterAll(() => t.close());

const saveSet = (templateId: number, fields: unknown[], order?: string[]) =>
  as(t, admin).post('/api/temp/saveField', { templateId, fields, ...(order ? { order } : {}) });
const fieldSet = async (kind: number, templateId?: number, s = admin) =>
  (
    await as(t, s).get(
      `/api/v2/temp/cusTempField?kind=${kind}${templateId ? `&templateId=${templateId}` : ''}`,
    )
  ).json().data;
const liveCount = async (templateId: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from form_fields where template_id = ${templateId} and deleted_at is null`,
    )
  )[0]!.n;

describe('custom fields of every control type (spec-business §3)', () => {
  it('defines a field of each of the 25 control types on a kind and reads them back', async () => {
    const templateId = await defaultTemplateId(t, admin, PROJECT);
    const res = await saveSet(templateId, EVERY_TYPE);
    expect(res.statusCode, res.body).toBe(200);
    const data = (await as(t, staff).get(`/api/v2/temp/cusTempField?kind=${PROJECT}`)).json().data;
    expect(data.template).toMatchObject({ id: templateId, kind: PROJECT, isDefault: true });
    expect(data.fields.map((f: { type: string }) => f.type).sort()).toEqual([...CONTROL_TYPE_NAMES].sort());
    expect(data.fields).toHaveLength(25);
    const byCode = Object.fromEntries(data.fields.map((f: { code: string }) => [f.code, f]));
    expect(byCode.f_cascade.props.tree[0].children[0].children[0].label).toBe('浦东');
    expect(byCode.f_calc.props.formula).toBe('{f_number} + {f_money} * 2');
    expect(byCode.f_textarea.condition).toEqual({ field: 'f_radio', values: ['其他'], effect: 'require' });
    expect(byCode.f_images).toMatchObject({ help: '最多9张', required: false, visible: true, sort: 24 });
    expect(typeof byCode.f_text.id).toBe('string');
    // system fields come in the caller's language, with the designer block
    expect(data.systemFields.map((f: { key: string }) => f.key)).toEqual([
      'startTime',
      'endTime',
      'taskDescription',
    ]);
    expect(data.order.slice(0, 4)).toEqual([
      's:startTime',
      's:endTime',
      's:taskDescription',
      `c:${byCode.f_text.id}`,
    ]);
    const en = await as(t, admin).get(`/api/v2/temp/cusTempField?kind=${CUSTOMER}`, {
      'accept-language': 'en',
    });
    expect(en.json().data.systemFields[0]).toMatchObject({
      key: 'customerName',
      fixed: true,
      block: 'customer',
    });
  });
});

describe('invalid field definitions are refused, naming the field (spec-business §3, §5)', () => {
  const ok = { code: 'a', name: '数量', type: 'number' };
  const cases: [string, unknown[], string, string, RegExp][] = [
    [
      'a field name may not contain a ${...} placeholder',
      [{ code: 'p', name: '客户${name}', type: 'text' }],
      'FIELD_SET_INVALID',
      'fields.0.name',
      /\$\{\.\.\.\}/,
    ],
    [
      'a field code is unique in its template',
      [ok, { ...ok, name: '另一个' }],
      'FIELD_SET_INVALID',
      'a',
      /a/,
    ],
    [
      'a choice needs options',
      [{ code: 'r', name: '单选', type: 'radio' }],
      'FIELD_SET_INVALID',
      'r',
      /选项/,
    ],
    [
      'a cascade has at most three levels',
      [
        {
          code: 'm',
          name: '级联',
          type: 'multistage',
          props: {
            tree: [
              {
                label: '1',
                children: [{ label: '2', children: [{ label: '3', children: [{ label: '4' }] }] }],
              },
            ],
          },
        },
      ],
      'FIELD_SET_INVALID',
      'm',
      /三级/,
    ],
    [
      'a formula must parse',
      [ok, { code: 'c', name: '合计', type: 'calculator', props: { formula: '{a} +' } }],
      'FIELD_SET_INVALID',
      'c',
      /公式/,
    ],
    [
      'a formula refers to number fields of the form',
      [
        { code: 't', name: '文本', type: 'text' },
        { code: 'c', name: '合计', type: 'calculator', props: { formula: '{t} * 2' } },
      ],
      'FIELD_SET_INVALID',
      'c',
      /t/,
    ],
    [
      'formulas may not refer back to themselves',
      [
        { code: 'c1', name: '合计1', type: 'calculator', props: { formula: '{c2} + 1' } },
        { code: 'c2', name: '合计2', type: 'calculator', props: { formula: '{c1} + 1' } },
      ],
      'FIELD_SET_INVALID',
      'c1',
      /循环/,
    ],
    [
      'a condition refers to a field of the form',
      [
        {
          code: 'x',
          name: '说明',
          type: 'text',
          condition: { field: 'nope', values: ['1'], effect: 'show' },
        },
      ],
      'FIELD_SET_INVALID',
      'x',
      /nope/,
    ],
    [
      'conditions may not loop',
      [
        { code: 'x', name: '甲', type: 'text', condition: { field: 'y', values: ['1'], effect: 'show' } },
        { code: 'y', name: '乙', type: 'text', condition: { field: 'x', values: ['1'], effect: 'show' } },
      ],
      'FIELD_SET_INVALID',
      'x',
      /循环/,
    ],
    [
      'a condition has a known effect',
      [ok, { code: 'x', name: '甲', type: 'text', condition: { field: 'a', values: [], effect: 'hide' } }],
      'FIELD_SET_INVALID',
      'fields.1.condition.effect',
      /条件效果/,
    ],
    [
      'a control type is one of the 25',
      [{ code: 'x', name: '甲', type: 'colour' }],
      'FIELD_SET_INVALID',
      'fields.0.type',
      /控件类型/,
    ],
    [
      'a field code is a letter then letters, digits or _',
      [{ code: '1x', name: '甲', type: 'text' }],
      'FIELD_SET_INVALID',
      'fields.0.code',
      /字段编码/,
    ],
    [
      'unknown keys of a field are refused',
      [{ ...ok, enterpriseId: 2 }],
      'FIELD_SET_INVALID',
      'fields.0.enterpriseId',
      /enterpriseId/,
    ],
  ];
  for (const [rule, fields, code, field, message] of cases) {
    it(rule, async () => {
      const templateId = await defaultTemplateId(t, admin, FORM_KINDS.saleContract);
      const before = await liveCount(templateId);
      const res = await saveSet(templateId, fields);
      expectRefusal(res, 400, code, field);
      expect(res.json().message).toMatch(message);
      expect(await liveCount(templateId)).toBe(before);
    });
  }

  it('the English message names the field too', async () => {
    const templateId = await defaultTemplateId(t, admin, FORM_KINDS.saleContract);
    const res = await as(t, admin).post(
      '/api/temp/saveField',
      { templateId, fields: [{ code: 'r', name: 'Level', type: 'radio' }] },
      { 'accept-language': 'en-GB' },
    );
    expect(res.json().message).toBe('Level needs at least one option');
    expect(res.json().data.issues[0]).toMatchObject({ field: 'r', key: 'optionsRequired' });
  });
});

describe('saving a whole field set', () => {
  it('updates fields with an id, creates new ones, softly deletes the ones left out, and keeps the control type', async () => {
    const templateId = await defaultTemplateId(t, admin, FORM_KINDS.maintenanceContract);
    const first = await saveSet(templateId, [
      { code: 'a', name: '甲', type: 'text' },
      { code: 'b', name: '乙', type: 'number' },
    ]);
    const [a, b] = first.json().data.fields;
    const second = await saveSet(
      templateId,
      [
        { id: b.id, code: 'a', name: '乙改', type: 'number', required: true },
        { code: 'c', name: '丙', type: 'switch' },
      ],
      ['c:c', `c:${b.id}`, 's:name'],
    );
    expect(second.statusCode, second.body).toBe(200);
    const data = second.json().data;
    // codes can move between fields in one save; the order names a new field by its code
    expect(data.fields.map((f: { code: string; name: string }) => [f.code, f.name])).toEqual([
      ['c', '丙'],
      ['a', '乙改'],
    ]);
    expect(data.order.slice(0, 3)).toEqual([`c:${data.fields[0].id}`, `c:${b.id}`, 's:name']);
    const [gone] = await rows<{ deleted: boolean }>(
      t.database.db,
      sql`select deleted_at is not null as deleted from form_fields where id = ${Number(a.id)}`,
    );
    expect(gone!.deleted).toBe(true);
    expectRefusal(
      await saveSet(templateId, [{ id: b.id, code: 'a', name: '乙改', type: 'text' }]),
      400,
      'FIELD_TYPE_FIXED',
      'fields.0.type',
    );
    expectRefusal(
      await saveSet(templateId, [{ id: a.id, code: 'z', name: '甲', type: 'text' }]),
      404,
      'FIELD_NOT_FOUND',
      'fields.0.id',
    );
    expectRefusal(await saveSet(templateId, [], ['s:nope']), 400, 'ORDER_INVALID', 'order');
  });
});

describe('one field at a time (/detailcontrol/{kind}/...)', () => {
  it("adds, changes and deletes a field of a kind's default template; a field in use by a formula stays", async () => {
    const add = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/detailcontrol/customerProduct/saveField', body);
    const qty = await add({ code: 'qty', name: '数量', type: 'number' });
    expect(qty.statusCode, qty.body).toBe(200);
    const price = (await add({ code: 'price', name: '单价', type: 'expenses_number' })).json().data.id;
    const total = (
      await add({ code: 'total', name: '总价', type: 'calculator', props: { formula: '{qty} * {price}' } })
    ).json().data.id;
    expectRefusal(await add({ code: 'qty', name: '重复', type: 'text' }), 400, 'FIELD_SET_INVALID', 'qty');
    expectRefusal(
      await add({ id: 5, code: 'q2', name: '数2', type: 'text' }),
      400,
      'FIELD_SET_INVALID',
      'id',
    );
    const update = await as(t, admin).post('/api/detailcontrol/customerProduct/updateField', {
      id: price,
      code: 'price',
      name: '含税单价',
      type: 'expenses_number',
      required: true,
    });
    expect(update.statusCode, update.body).toBe(200);
    const set = await fieldSet(FORM_KINDS.customerProduct);
    expect(set.fields.find((f: { id: string }) => f.id === String(price))).toMatchObject({
      name: '含税单价',
      required: true,
    });
    // the formula of 总价 still refers to 单价
    const inUse = await as(t, admin).del(`/api/detailcontrol/customerProduct/delete?id=${price}`);
    expectRefusal(inUse, 400, 'FIELD_SET_INVALID', 'total');
    expect((await as(t, admin).del(`/api/detailcontrol/customerProduct/delete?id=${total}`)).statusCode).toBe(
      200,
    );
    expect((await as(t, admin).del(`/api/temp/deleteField/${price}`)).statusCode).toBe(200);
    // a field of another kind answers like a missing one on a kind's routes
    expectRefusal(
      await as(t, admin).del(`/api/detailcontrol/customer/delete?id=${qty.json().data.id}`),
      404,
      'FIELD_NOT_FOUND',
    );
    const orderTemplate = (await as(t, admin).get('/api/v2/detailcontroltmpl/list?kind=1')).json().data
      .list[1].id;
    expectRefusal(
      await as(t, admin).post('/api/detailcontrol/event/saveField', {
        templateId: orderTemplate,
        code: 'x',
        name: '甲',
        type: 'text',
      }),
      404,
      'TEMPLATE_NOT_FOUND',
      'templateId',
    );
    const onOrder = await as(t, admin).post('/api/detailcontrol/saveField', {
      templateId: orderTemplate,
      code: 'remark',
      name: '备注',
      type: 'textarea',
    });
    expect(onOrder.statusCode, onOrder.body).toBe(200);
  });

  it('lists and counts custom fields across templates, paged in SQL', async () => {
    const all = (await as(t, staff).get('/api/v2/detailcontroldetail/list?kind=1&pageSize=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.list.every((f: { kind: number }) => f.kind === 1)).toBe(true);
    expect(all.list[0]).toMatchObject({ templateName: expect.any(String), code: expect.any(String) });
    const p1 = (
      await as(t, staff).get('/api/v2/detailcontroldetail/list?kind=1&pageSize=5&pageIndex=1')
    ).json().data;
    expect(p1.list.map((f: { id: number }) => f.id)).toEqual(
      all.list.slice(5, 10).map((f: { id: number }) => f.id),
    );
    const count = (await as(t, staff).get('/api/v2/detailcontroldetail/count?kind=1&keyword=故障')).json()
      .data;
    expect(count).toBe(3);
    const radios = (await as(t, staff).get('/api/v2/detailcontroldetail/list?type=radio&kind=1')).json().data;
    expect(radios.list.map((f: { code: string }) => f.code)).toContain('faultType');
    const saved = await as(t, admin).post('/api/v2/detailcontroldetail/save', {
      kind: 26,
      code: 'signer2',
      name: '签约人2',
      type: 'text',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectRefusal(
      await as(t, admin).post('/api/v2/detailcontroldetail/save', { code: 'x', name: '甲', type: 'text' }),
      400,
      'VALIDATION',
      'templateId',
    );
    const updated = await as(t, admin).post('/api/v2/detailcontroldetail/update', {
      id: saved.json().data.id,
      code: 'signer2',
      name: '第二签约人',
      type: 'text',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      (await as(t, admin).del(`/api/v2/detailcontroldetail/delete?id=${saved.json().data.id}`)).statusCode,
    ).toBe(200);
  });
});

describe('system fields: view and order (spec-business §3)', () => {
  it('hides or un-requires an optional system field; a fixed one refuses', async () => {
    const templateId = await defaultTemplateId(t, admin, CUSTOMER);
    const view = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/v2/temp/updateSysFieldView', { templateId, ...body });
    expect((await view({ key: 'serviceAddress', visible: true, required: true })).statusCode).toBe(200);
    let f = (await fieldSet(CUSTOMER)).systemFields.find((s: { key: string }) => s.key === 'serviceAddress');
    expect(f).toMatchObject({ visible: true, required: true, fixed: false });
    expect((await view({ key: 'serviceAddress', visible: false })).statusCode).toBe(200);
    f = (await fieldSet(CUSTOMER)).systemFields.find((s: { key: string }) => s.key === 'serviceAddress');
    expect(f).toMatchObject({ visible: false, required: false });
    expectRefusal(await view({ key: 'customerName', visible: false }), 400, 'SYSTEM_FIELD_FIXED', 'visible');
    expectRefusal(
      await view({ key: 'contactPhone', visible: true, required: false }),
      400,
      'SYSTEM_FIELD_FIXED',
      'required',
    );
    expect((await view({ key: 'contactPhone', visible: true, required: true })).statusCode).toBe(200);
    expectRefusal(await view({ key: 'title', visible: false }), 400, 'SYSTEM_FIELD_UNKNOWN', 'key');
    const fixed = (await fieldSet(CUSTOMER)).systemFields.find(
      (s: { key: string }) => s.key === 'customerName',
    );
    expect(fixed).toMatchObject({ visible: true, required: true, fixed: true });
  });

  it('orders system and custom fields together, and resets to the default order', async () => {
    const templateId = await defaultTemplateId(t, admin, CUSTOMER);
    const ids = await fieldIds(t, admin, CUSTOMER, templateId);
    const order = [`c:${ids.industry}`, 's:contactName', `c:${ids.customerLevel}`];
    expect(
      (await as(t, admin).post('/api/v2/fieldSort/sortFieldAndSys', { templateId, order })).statusCode,
    ).toBe(200);
    const list = (await as(t, staff).get(`/api/v2/fieldSort/tmplFieldList?templateId=${templateId}`)).json()
      .data;
    expect(list.slice(0, 4).map((e: { key: string }) => e.key)).toEqual([...order, 's:customerName']);
    expect(list[0]).toMatchObject({ system: false, name: '所属行业', type: 'text' });
    expect(list[1]).toMatchObject({ system: true, name: '联系人', fixed: true });
    const set = await fieldSet(CUSTOMER);
    expect(set.fields[0].code).toBe('industry');
    expectRefusal(
      await as(t, admin).post('/api/v2/fieldSort/sortFieldAndSys', { templateId, order: ['c:999999'] }),
      400,
      'ORDER_INVALID',
      'order',
    );
    // saving the set without an order keeps the system places; the custom places follow the array
    const reversed = [...set.fields].reverse().map(({ sort: _s, ...f }: { sort: number }) => f);
    expect((await saveSet(templateId, reversed)).statusCode).toBe(200);
    const resaved = (
      await as(t, staff).get(`/api/v2/fieldSort/tmplFieldList?templateId=${templateId}`)
    ).json().data;
    expect(resaved.slice(0, 3).map((e: { key: string }) => e.key)).toEqual([
      `c:${ids.scale}`,
      's:contactName',
      `c:${ids.website}`,
    ]);
    expect(resaved.at(-1).key).toBe(`c:${ids.industry}`);
    expect((await as(t, admin).del('/api/v2/fieldSort/deleteFieldSort', { templateId })).statusCode).toBe(
      200,
    );
    const reset = (await as(t, staff).get(`/api/v2/fieldSort/tmplFieldList?templateId=${templateId}`)).json()
      .data;
    expect(reset[0].key).toBe('s:customerName');
    expect(reset.at(-1).key).toBe(`c:${ids.industry}`);
  });
});

describe('refusals', () => {
  it('a user without "System settings › Templates" cannot change fields (403), but reads them', async () => {
    const templateId = await defaultTemplateId(t, admin, CUSTOMER);
    expectRefusal(
      await as(t, staff).post('/api/temp/saveField', { templateId, fields: [] }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/detailcontrol/customer/saveField', {
        code: 'x',
        name: '甲',
        type: 'text',
      }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/v2/temp/updateSysFieldView', {
        templateId,
        key: 'detailAddress',
        visible: false,
      }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post('/api/v2/fieldSort/sortFieldAndSys', { templateId, order: [] }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).del('/api/temp/deleteField/1'), 403, 'NO_PERMISSION');
    expect((await as(t, staff).get(`/api/v2/temp/cusTempField?kind=${CUSTOMER}`)).statusCode).toBe(200);
  });

  it("another enterprise's template and field ids answer 404 like missing ones", async () => {
    const other = await otherEnterprise(t);
    const templateId = await defaultTemplateId(t, admin, CUSTOMER);
    const ids = await fieldIds(t, admin, CUSTOMER, templateId);
    const o = as(t, other.session);
    for (const id of [templateId, 99999999]) {
      expectRefusal(
        await o.get(`/api/v2/temp/cusTempField?kind=${CUSTOMER}&templateId=${id}`),
        404,
        'TEMPLATE_NOT_FOUND',
      );
      expectRefusal(
        await o.post('/api/temp/saveField', { templateId: id, fields: [] }),
        404,
        'TEMPLATE_NOT_FOUND',
      );
      expectRefusal(
        await o.get(`/api/v2/fieldSort/tmplFieldList?templateId=${id}`),
        404,
        'TEMPLATE_NOT_FOUND',
      );
      expectRefusal(
        await o.post('/api/v2/temp/updateSysFieldView', {
          templateId: id,
          key: 'detailAddress',
          visible: false,
        }),
        404,
        'TEMPLATE_NOT_FOUND',
      );
    }
    for (const id of [ids.industry, '99999999']) {
      expectRefusal(await o.del(`/api/temp/deleteField/${id}`), 404, 'FIELD_NOT_FOUND');
      expectRefusal(
        await o.post('/api/v2/detailcontroldetail/update', { id, code: 'x', name: '甲', type: 'text' }),
        404,
        'FIELD_NOT_FOUND',
      );
    }
    // the other enterprise has its own default field set (made at registration), without our fields
    const theirs = (await o.get(`/api/v2/temp/cusTempField?kind=${CUSTOMER}`)).json().data;
    expect(theirs.template).toMatchObject({ name: '默认模板', isDefault: true });
    expect(theirs.fields).toEqual([]);
    expect((await o.get('/api/v2/detailcontroldetail/count')).json().data).toBe(0);
  });
});
