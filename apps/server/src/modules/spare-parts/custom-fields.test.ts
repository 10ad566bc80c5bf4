import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let keeper: Session;
let staff: Session;
/** A required text field and an optional single choice added to the spare-part field set (kind 45). */
let brandId: string;
let gradeId: string;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  for (const field of [
    { name: '品牌', code: 'brand', type: 'text', required: true },
    { name: '等级', code: 'grade', type: 'singleCheck', props: { options: ['原厂', '兼容'] } },
  ]) {
    const res = await as(t, admin).post('/api/detailcontrol/sparePart/saveField', field);
    expect(res.statusCode, res.body).toBe(200);
  }
  const set = (await as(t, admin).get(`/api/v2/temp/cusTempField?kind=${FORM_KINDS.sparePart}`)).json().data;
  brandId = set.fields.find((f: { code: string }) => f.code === 'brand').id;
  gradeId = set.fields.find((f: { code: string }) => f.code === 'grade').id;
});
afterAll(() => t.close());

const base = { code: 'CF-001', name: '滤芯' };
const save = (body: Record<string, unknown>, s: Session = keeper, headers?: Record<string, string>) =>
  as(t, s).post('/api/v2/spare/sparePart/operation', { ...base, ...body }, headers);

describe(`custom fields of spare parts (form kind ${FORM_KINDS.sparePart}, issue 24)`, () => {
  it('a required custom field is required, named in the caller’s language; a bad choice is refused', async () => {
    for (const lang of ['zh-CN', 'en-GB']) {
      const res = await save({ customValues: { [gradeId]: '原厂' } }, keeper, { 'accept-language': lang });
      expectRefusal(res, 400, 'FIELD_INVALID', brandId);
      expect(res.json().message).toContain('品牌');
    }
    expectRefusal(
      await save({ customValues: { [brandId]: '格力', [gradeId]: '山寨' } }),
      400,
      'FIELD_INVALID',
      gradeId,
    );
    const list = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?keyword=CF-001')).json().data;
    expect(list.total).toBe(0);
  });

  it('stores valid values and shows them on the detail; an edit without them keeps them', async () => {
    const res = await save({ customValues: { [brandId]: ' 格力 ', [gradeId]: '原厂' } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const detail = (await as(t, staff).get(`/api/v2/spare/sparePart/details/${id}`)).json().data;
    expect(detail.customValues).toEqual({ [brandId]: '格力', [gradeId]: '原厂' });
    const changed = await as(t, keeper).put('/api/v2/spare/sparePart/operation', {
      id,
      ...base,
      name: '滤芯（大）',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await as(t, keeper).get(`/api/v2/spare/sparePart/details/${id}`)).json().data.customValues,
    ).toEqual({
      [brandId]: '格力',
      [gradeId]: '原厂',
    });
    expectRefusal(
      await as(t, keeper).put('/api/v2/spare/sparePart/operation', {
        id,
        ...base,
        customValues: { [brandId]: '' },
      }),
      400,
      'FIELD_INVALID',
      brandId,
    );
    // the engineer may not change the catalogue; another enterprise finds no such part
    expectRefusal(
      await as(t, staff).put('/api/v2/spare/sparePart/operation', { id, ...base }),
      403,
      'NO_PERMISSION',
    );
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).put('/api/v2/spare/sparePart/operation', { id, ...base }),
      404,
      'PART_NOT_FOUND',
      'id',
    );
  });
});
