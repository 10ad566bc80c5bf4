import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addEquipment, demoRefs, equipmentDetail, listIds } from './test-helpers';

let t: TestApp;
let admin: Session;
let refs: { customerId: number; productId: number };
/** A required text field and an optional single choice added to the kind-3 field set. */
let locationId: string;
let envId: string;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  refs = await demoRefs(t);
  for (const field of [
    { name: '安装位置', code: 'location', type: 'text', required: true },
    { name: '使用环境', code: 'environment', type: 'singleCheck', props: { options: ['室内', '室外'] } },
  ]) {
    const res = await as(t, admin).post('/api/detailcontrol/customerProduct/saveField', field);
    expect(res.statusCode, res.body).toBe(200);
  }
  const set = (await as(t, admin).get('/api/v2/customerProduct/template')).json().data;
  locationId = set.fields.find((f: { code: string }) => f.code === 'location').id;
  envId = set.fields.find((f: { code: string }) => f.code === 'environment').id;
});
afterAll(() => t.close());

const save = (customValues: Record<string, unknown>, headers?: Record<string, string>) =>
  as(t, admin).post('/api/v2/customerProduct/save', { ...refs, customValues }, headers);

describe(`custom fields of kind ${FORM_KINDS.customerProduct} (customer product) through validateRecordValues`, () => {
  it('spec-business §5 "customer product equipment form required": a required custom field is required, named in both languages', async () => {
    for (const lang of ['zh-CN', 'en-GB']) {
      const res = await save({ [envId]: '室内' }, { 'accept-language': lang });
      expectRefusal(res, 400, 'FIELD_INVALID', locationId);
      expect(res.json().message).toContain('安装位置');
    }
    expectRefusal(await save({ [locationId]: '机房', [envId]: '地下' }), 400, 'FIELD_INVALID', envId);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer_products where custom_values ->> ${envId} = '地下'`,
    );
    expect(n!.n).toBe(0);
  });

  it('stores valid values, shows them, validates edits and serves the generic field values of the record', async () => {
    const id = await addEquipment(t, admin, {
      ...refs,
      customValues: { [locationId]: ' 三楼机房 ', [envId]: '室内' },
    });
    expect((await equipmentDetail(t, admin, id)).customValues).toEqual({
      [locationId]: '三楼机房',
      [envId]: '室内',
    });
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/update', { id, customValues: { [envId]: '室外' } }),
      400,
      'FIELD_INVALID',
      locationId,
    );
    const ok = await as(t, admin).post('/api/v2/customerProduct/update', {
      id,
      customValues: { [locationId]: '屋顶', [envId]: '室外' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const values = (
      await as(t, admin).get(`/api/detailcontrol/customerProduct/fieldValues?objectId=${id}`)
    ).json().data;
    expect(values).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: locationId, value: '屋顶' })]),
    );
  });

  it('filters the list by a custom field (customFilters, containment on the GIN-indexed custom_values)', async () => {
    const outdoor = await addEquipment(t, admin, {
      ...refs,
      customValues: { [locationId]: '楼顶', [envId]: '室外' },
    });
    const indoor = await addEquipment(t, admin, {
      ...refs,
      customValues: { [locationId]: '大厅', [envId]: '室内' },
    });
    const filter = encodeURIComponent(JSON.stringify([{ fieldId: envId, op: 'eq', value: '室外' }]));
    const ids = await listIds(t, admin, `&customFilters=${filter}`);
    expect(ids).toContain(outdoor);
    expect(ids).not.toContain(indoor);
    expectRefusal(
      await as(t, admin).get('/api/v2/customerProduct/list?customFilters=not-json'),
      400,
      'VALIDATION',
      'customFilters',
    );
  });
});
