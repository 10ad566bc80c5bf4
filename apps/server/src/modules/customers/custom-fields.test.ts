import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addCustomer, contact, detail, uniqueName, visibleIds } from './test-helpers';

let t: TestApp;
let admin: Session;
/** The demo customer field set's "customer level" field (options A级, B级, C级). */
let levelId: string;
/** A required text field added by the test. */
let contractId: string;

interface Field {
  id: string;
  code: string;
  name: string;
}

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  const set = (await as(t, admin).get('/api/v2/customer/cusTemplate')).json().data;
  levelId = set.fields.find((f: Field) => f.code === 'customerLevel').id;
  const added = await as(t, admin).post('/api/detailcontrol/customer/saveField', {
    name: '合同编号',
    code: 'contractNo',
    type: 'text',
    required: true,
  });
  expect(added.statusCode, added.body).toBe(200);
  const after = (await as(t, admin).get('/api/v2/customer/cusTemplate')).json().data;
  contractId = after.fields.find((f: Field) => f.code === 'contractNo').id;
});
afterAll(() => t.close());

const add = (customValues: Record<string, unknown>, s = admin) =>
  as(t, s).post('/api/v2/customer/addCustomer', { name: uniqueName(), contacts: [contact()], customValues });

describe('custom fields of the customer field set (spec-business §3 "Customer: ... custom fields")', () => {
  it('the field set (cusTemplate) has the demo fields; demo customers hold valid values', async () => {
    const set = (await as(t, admin).get('/api/v2/customer/cusTemplate')).json().data;
    expect(set.fields.map((f: Field) => f.code)).toEqual(
      expect.arrayContaining(['customerLevel', 'industry', 'contractNo']),
    );
    expect(Object.keys(set.system)).toEqual(expect.arrayContaining(['customerName', 'contactName']));
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customers where custom_values ? ${levelId}`,
    );
    expect(n!.n).toBeGreaterThan(0);
  });

  it('refuses a customer without a required custom field, naming the field', async () => {
    for (const locale of ['zh_CN', 'en_GB']) {
      const res = await as(t, admin).post(
        '/api/v2/customer/addCustomer',
        { name: uniqueName(), contacts: [contact()], customValues: { [levelId]: 'A级' } },
        { 'accept-language': locale === 'zh_CN' ? 'zh-CN' : 'en-GB' },
      );
      expectRefusal(res, 400, 'FIELD_INVALID', contractId);
      expect(res.json().message).toContain('合同编号');
    }
    expectRefusal(await add({ [contractId]: 'HT-1', [levelId]: 'D级' }), 400, 'FIELD_INVALID', levelId);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customers where custom_values ->> ${levelId} = 'D级'`,
    );
    expect(n!.n).toBe(0);
  });

  it('stores valid values, shows them in the detail and the list, and validates edits', async () => {
    const res = await add({ [contractId]: ' HT-2026-001 ', [levelId]: 'A级' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect((await detail(t, admin, id)).customValues).toEqual({
      [contractId]: 'HT-2026-001',
      [levelId]: 'A级',
    });
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/update', { id, customValues: { [levelId]: 'B级' } }),
      400,
      'FIELD_INVALID',
      contractId,
    );
    const ok = await as(t, admin).put('/api/v2/customer/update', {
      id,
      customValues: { [contractId]: 'HT-2026-002', [levelId]: 'B级' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(t, admin, id)).customValues[levelId]).toBe('B级');
    // the generic field values of the record, through the customer field host
    const values = (await as(t, admin).get(`/api/detailcontrol/customer/fieldValues?objectId=${id}`)).json()
      .data;
    expect(values).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: contractId, value: 'HT-2026-002' })]),
    );
  });

  it('filters the list by a custom field (customFilters), served by containment on custom_values', async () => {
    const filter = (value: unknown, op = 'eq') =>
      `&customFilters=${encodeURIComponent(JSON.stringify([{ fieldId: levelId, op, value }]))}`;
    const expected = (
      await rows<{ id: number }>(
        t.database.db,
        sql`select id from customers where deleted_at is null and custom_values ->> ${levelId} = 'C级' order by id desc`,
      )
    ).map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleIds(t, admin, filter('C级'))).toEqual(expected);
    const either = await visibleIds(t, admin, filter(['A级', 'C级'], 'in'));
    expect(either.length).toBeGreaterThan(expected.length);
    expect(await visibleIds(t, admin, `${filter('C级')}&keyword=zzzz-none`)).toEqual([]);
    expectRefusal(
      await as(t, admin).get(`/api/v2/customer/epCustomerList?customFilters=not-json`),
      400,
      'VALIDATION',
      'customFilters',
    );
    expectRefusal(
      await as(t, admin).get(
        `/api/v2/customer/epCustomerList?customFilters=${encodeURIComponent(JSON.stringify([{ fieldId: '99999999', op: 'eq', value: 'x' }]))}`,
      ),
      400,
      'FILTER_INVALID',
      'customFilters',
    );
  });

  it('fields hidden from a role by the field access are left out of its detail and filters', async () => {
    const tmpl = (await as(t, admin).get('/api/v2/customer/cusTemplate')).json().data.templateId;
    const edit = await as(t, admin).post('/api/v2/detailcontroltmpl/edit', {
      id: tmpl,
      settings: { fieldAccess: { [levelId]: { edit: [3], view: [3] } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const reception = await loginAs(t.app, 'reception');
    const hidden = (await as(t, reception).get('/api/v2/customer/hide/setting/detail')).json().data;
    expect(hidden.hiddenForMe).toContain(levelId);
    expect(hidden.fieldAccess[levelId]).toEqual({ edit: [3], view: [3] });
    const id = (await add({ [contractId]: 'HT-9', [levelId]: 'A级' })).json().data.id;
    expect((await detail(t, reception, id)).customValues).toEqual({ [contractId]: 'HT-9' });
    expect((await as(t, admin).get('/api/v2/customer/hide/setting/detail')).json().data.hiddenForMe).toEqual(
      [],
    );
    expectRefusal(
      await as(t, reception).get(
        `/api/v2/customer/epCustomerList?customFilters=${encodeURIComponent(JSON.stringify([{ fieldId: levelId, op: 'eq', value: 'A级' }]))}`,
      ),
      400,
      'FILTER_INVALID',
    );
    // an edit by reception keeps the hidden value it cannot see
    const res = await as(t, reception).put('/api/v2/customer/update', {
      id,
      customValues: { [contractId]: 'HT-10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(t, admin, id)).customValues).toEqual({ [contractId]: 'HT-10', [levelId]: 'A级' });
  });

  it('offers the placeholders name, linkperson, linkperson_phone and map_name to custom-button links', async () => {
    const id = await addCustomer(t, admin, {
      name: '占位符客户',
      contacts: [contact('钱七', '13933334444')],
      addresses: [{ type: 1, province: '浙江省', city: '杭州市', region: '西湖区', detail: '文三路9号' }],
      customValues: { [contractId]: 'HT-11' },
    });
    const saved = await as(t, admin).post('/api/v2/custom/button/save', {
      kind: 2,
      name: '查看地图',
      action: {
        type: 'link',
        url: 'https://map.example.com/?q=${map_name}&n=${name}&c=${linkperson}&p=${linkperson_phone}',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const click = await as(t, admin).post('/api/v2/custom/button/clickButton', {
      buttonId: saved.json().data.id,
      objectId: id,
    });
    expect(click.statusCode, click.body).toBe(200);
    const url = new URL(click.json().data.url);
    expect(url.searchParams.get('n')).toBe('占位符客户');
    expect(url.searchParams.get('c')).toBe('钱七');
    expect(url.searchParams.get('p')).toBe('13933334444');
    expect(url.searchParams.get('q')).toBe('浙江省 杭州市 西湖区 文三路9号');
  });
});
