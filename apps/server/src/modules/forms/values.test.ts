import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS, IMAGE_MAX_BYTES, SHARE_STATES, type FieldValues } from '@fieldline/domain';
import { AppError } from '../../core/errors';
import { rows } from '../../db/client';
import type { DemoAccount } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { customFilterSql, registerFieldHost, validateRecordValues, type FieldHost } from './host';
import { EVERY_TYPE, actor, defaultTemplateId, fieldIds, fileRow, sleep } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
let ep: number;
let projectTemplate: number;
let ids: Record<string, string>;
const PROJECT = FORM_KINDS.project;
const ORDER = FORM_KINDS.order;

/** A record host for orders, as the orders module will register one: records in memory. */
const records = new Map<
  number,
  { ep: number; templateId: number; values: FieldValues; placeholders: Record<string, string> }
>();
const testHost: FieldHost = {
  load: async ({ enterpriseId }, objectId) => {
    const r = records.get(objectId);
    return r && r.ep === enterpriseId
      ? { templateId: r.templateId, values: r.values, placeholders: r.placeholders }
      : null;
  },
  save: async (_t, objectId, values) => {
    records.get(objectId)!.values = values;
  },
};

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  staff = await loginAs(t.app, 'serviceStaff');
  ep = (await actor(t, 'administrator')).user.enterpriseId;
  projectTemplate = await defaultTemplateId(t, admin, PROJECT);
  const saved = await as(t, admin).post('/api/temp/saveField', {
    templateId: projectTemplate,
    fields: EVERY_TYPE,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  ids = await fieldIds(t, admin, PROJECT, projectTemplate);
  registerFieldHost(ORDER, testHost);
});
afterAll(() => t.close());

/** What validateRecordValues runs with: the database, the caller's enterprise and roles. */
const scoped = (a: Awaited<ReturnType<typeof actor>>) => ({
  db: t.database.db,
  enterpriseId: a.user.enterpriseId,
  auth: a,
});

const validate = async (
  input: Record<string, unknown>,
  opts: { as?: DemoAccount; previous?: FieldValues; locale?: string } = {},
) =>
  validateRecordValues(scoped(await actor(t, opts.as ?? 'administrator', opts.locale ?? null)), {
    kind: PROJECT,
    input,
    previous: opts.previous,
  });
/** The refusal of `input`: the AppError's code, field and message. */
const refusal = async (input: Record<string, unknown>, opts: Parameters<typeof validate>[1] = {}) => {
  try {
    await validate(input, opts);
  } catch (err) {
    if (err instanceof AppError)
      return {
        code: err.code,
        status: err.status,
        field: err.field,
        message: err.messageIn('zh_CN'),
        en: err.messageIn('en_GB'),
      };
    throw err;
  }
  throw new Error('expected a refusal');
};
const byCode = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([code, v]) => [ids[code]!, v]));

describe('record values (validateRecordValues, spec-business §3)', () => {
  it('valid values of every control type are accepted and normalised; the calculator is computed, not taken', async () => {
    const img = await fileRow(t, ep, 'image/png', 2000);
    const sign = await fileRow(t, ep, 'image/png', 3000);
    const pdf = await fileRow(t, ep, 'application/pdf', 5 * 1024 * 1024);
    const input = byCode({
      f_text: ' 你好 ',
      f_number: '007.50',
      f_radio: '甲',
      f_checkbox: ['红', '蓝', '红'],
      f_time: ['2026-01-01', '2026-01-31'],
      f_address: { province: '上海市', city: '上海市', region: '浦东新区', detail: '世纪大道1号' },
      f_switch: true,
      f_scanner: 'SN-001',
      f_position: { lng: 121.5, lat: 31.2, name: '陆家嘴' },
      f_img: img,
      f_explain: 'ignored',
      f_single: 'A级',
      f_money: '12.3',
      f_upload: [{ url: pdf, name: '合同.pdf' }],
      f_link: 'https://example.com/a',
      f_cascade: ['华东', '上海', '浦东'],
      f_calc: '999',
      f_call: '400-800-1234',
      f_sign: sign,
      f_star: 4,
      f_date: '2026-02-28',
      f_clock: '08:30',
      f_datetime: '2026-02-28 08:30',
      f_images: [img, img],
    });
    const { templateId, values } = await validate(input);
    expect(templateId).toBe(projectTemplate);
    const v = (code: string) => values[ids[code]!];
    expect(v('f_text')).toBe('你好');
    expect(v('f_number')).toBe('7.5');
    expect(v('f_checkbox')).toEqual(['红', '蓝']);
    expect(v('f_calc')).toBe('32.1');
    expect(v('f_star')).toBe('4');
    expect(v('f_explain')).toBeUndefined();
    expect(v('f_images')).toEqual([img]);
    expect(Object.keys(values)).toHaveLength(23);
  });

  const bad: [string, unknown, RegExp][] = [
    ['f_text', 'x'.repeat(201), /单行文本不能超过200个字符/],
    ['f_number', '12345678901234', /数字须为整数不超过13位/],
    ['f_number', '1.234', /数字须为/],
    ['f_radio', '丙', /单选的选项不存在/],
    ['f_checkbox', ['紫'], /多选的选项不存在/],
    ['f_time', ['2026-02-01', '2026-01-01'], /时间段的结束不能早于开始/],
    ['f_address', { city: '上海' }, /地址格式不正确/],
    ['f_switch', 'yes', /是否格式不正确/],
    ['f_position', { lng: 200, lat: 0 }, /定位的经纬度无效/],
    ['f_img', 'https://evil.example/x.png', /图片的文件无效/],
    ['f_single', 'C级', /下拉的选项不存在/],
    ['f_money', '-1', /金额不能为负数/],
    ['f_upload', [{ url: '/api/file/download/1' }], /附件的文件无效/],
    ['f_link', 'javascript:alert(1)', /链接须为 http\(s\) 链接/],
    ['f_cascade', ['华东', '北京'], /级联的选项不存在/],
    ['f_call', 'call me', /电话须为电话号码/],
    ['f_star', 6, /评分须为1到5星/],
    ['f_date', '2026-02-30', /日期格式不正确/],
    ['f_clock', '25:00', /时刻格式不正确/],
    ['f_datetime', '2026-02-28', /日期时间格式不正确/],
    ['f_images', Array(10).fill('/api/file/download/1'), /多图最多9项/],
    ['f_scanner', 'x'.repeat(101), /扫码不能超过100个字符/],
  ];
  for (const [code, value, message] of bad) {
    it(`refuses an invalid ${code.slice(2)} value, naming the field (${message.source.slice(0, 12)})`, async () => {
      const r = await refusal(byCode({ [code]: value }));
      expect(r).toMatchObject({ code: 'FIELD_INVALID', status: 400, field: ids[code] });
      expect(r.message).toMatch(message);
    });
  }

  it('a condition makes a field required: the long text is required when the choice is 其他', async () => {
    expect((await validate(byCode({ f_radio: '甲' }))).values[ids.f_radio!]).toBe('甲');
    const r = await refusal(byCode({ f_radio: '其他' }), { locale: 'en_GB' });
    expect(r).toMatchObject({
      field: ids.f_textarea,
      message: '多行文本不能为空',
      en: '多行文本 is required',
    });
    expect((await validate(byCode({ f_radio: '其他', f_textarea: '说明' }))).values[ids.f_textarea!]).toBe(
      '说明',
    );
  });

  it("files must be the enterprise's own; image controls take images of at most 1 MB", async () => {
    const other = await otherEnterprise(t);
    const foreign = await fileRow(t, other.enterpriseId, 'image/png', 100);
    expect(await refusal(byCode({ f_img: foreign }))).toMatchObject({
      field: ids.f_img,
      message: '图片的文件无效',
    });
    expect(await refusal(byCode({ f_upload: [{ url: foreign, name: 'a.png' }] }))).toMatchObject({
      field: ids.f_upload,
    });
    const big = await fileRow(t, ep, 'image/jpeg', IMAGE_MAX_BYTES + 1);
    expect(await refusal(byCode({ f_images: [big] }))).toMatchObject({
      field: ids.f_images,
      message: '多图须为不超过1M的图片',
    });
    const pdf = await fileRow(t, ep, 'application/pdf', 100);
    expect(await refusal(byCode({ f_sign: pdf }))).toMatchObject({ field: ids.f_sign });
    const exact = await fileRow(t, ep, 'image/jpeg', IMAGE_MAX_BYTES);
    expect((await validate(byCode({ f_img: exact }))).values[ids.f_img!]).toBe(exact);
    expect(
      (await validate(byCode({ f_upload: [{ url: big, name: 'big.jpg' }] }))).values[ids.f_upload!],
    ).toHaveLength(1);
    expect(await refusal(byCode({ f_img: '/api/file/download/99999999' }))).toMatchObject({
      field: ids.f_img,
    });
  });

  it('field access: a role without the edit right keeps the previous value; values of deleted fields stay', async () => {
    const settings = { fieldAccess: { [ids.f_text!]: { edit: [1], view: [] } } };
    expect(
      (await as(t, admin).post('/api/v2/detailcontroltmpl/edit', { id: projectTemplate, settings }))
        .statusCode,
    ).toBe(200);
    const previous = { [ids.f_text!]: '原值', '424242': 'value of a deleted field' };
    const asStaff = await validate({ [ids.f_text!]: '新值' }, { as: 'serviceStaff', previous });
    expect(asStaff.values[ids.f_text!]).toBe('原值');
    expect(asStaff.values['424242']).toBe('value of a deleted field');
    const asDispatcher = await validate({ [ids.f_text!]: '新值' }, { as: 'dispatcher', previous });
    expect(asDispatcher.values[ids.f_text!]).toBe('新值');
    const asAdmin = await validate({ [ids.f_text!]: '管理员' }, { previous });
    expect(asAdmin.values[ids.f_text!]).toBe('管理员');
    await as(t, admin).post('/api/v2/detailcontroltmpl/edit', {
      id: projectTemplate,
      settings: { fieldAccess: {} },
    });
  });

  it('a disabled or deleted template is refused for a new record, and another kind’s template is 404', async () => {
    const id = (
      await as(t, admin).post('/api/v2/detailcontroltmpl/save', { kind: ORDER, name: '停用模板' })
    ).json().data.id;
    await as(t, admin).post('/api/v2/detailcontroltmpl/edit', { id, enabled: false });
    const a = await actor(t, 'administrator');
    await expect(
      validateRecordValues(scoped(a), { kind: ORDER, templateId: id, input: {} }),
    ).rejects.toMatchObject({
      code: 'TEMPLATE_DISABLED',
      field: 'templateId',
    });
    expect(
      (await validateRecordValues(scoped(a), { kind: ORDER, templateId: id, input: {}, previous: {} }))
        .templateId,
    ).toBe(id);
    await expect(
      validateRecordValues(scoped(a), { kind: PROJECT, templateId: id, input: {} }),
    ).rejects.toMatchObject({
      code: 'TEMPLATE_NOT_FOUND',
      status: 404,
    });
    const other = await actor(t, (await otherEnterprise(t)).phone);
    await expect(
      validateRecordValues(scoped(other), { kind: PROJECT, templateId: projectTemplate, input: {} }),
    ).rejects.toMatchObject({
      code: 'TEMPLATE_NOT_FOUND',
    });
  });
});

describe('list filters on custom values (customFilterSql)', () => {
  it('eq, in and contains over a jsonb column, by containment where it can', async () => {
    const fields = (await as(t, admin).get(`/api/v2/temp/cusTempField?kind=${PROJECT}`)).json().data.fields;
    const table = sql`(values (1, ${JSON.stringify(byCode({ f_radio: '甲', f_checkbox: ['红', '绿'], f_number: '7.5', f_switch: true, f_text: 'Hello 世界' }))}::jsonb),
                              (2, ${JSON.stringify(byCode({ f_radio: '乙', f_checkbox: ['蓝'], f_number: '3', f_switch: false, f_text: '50%' }))}::jsonb)) v(id, c)`;
    const match = async (filters: { fieldId: string; op: 'eq' | 'in' | 'contains'; value: unknown }[]) => {
      const cond = customFilterSql(sql`v.c`, filters as never, fields);
      const found = await rows<{ id: number }>(
        t.database.db,
        sql`select id from ${table} where ${cond ?? sql`true`} order by id`,
      );
      return found.map((r) => r.id);
    };
    expect(await match([{ fieldId: ids.f_radio!, op: 'eq', value: '甲' }])).toEqual([1]);
    expect(await match([{ fieldId: ids.f_radio!, op: 'in', value: ['甲', '乙'] }])).toEqual([1, 2]);
    expect(await match([{ fieldId: ids.f_checkbox!, op: 'contains', value: '绿' }])).toEqual([1]);
    expect(await match([{ fieldId: ids.f_number!, op: 'eq', value: '7.50' }])).toEqual([1]);
    expect(await match([{ fieldId: ids.f_switch!, op: 'eq', value: false }])).toEqual([2]);
    expect(await match([{ fieldId: ids.f_text!, op: 'contains', value: 'hello' }])).toEqual([1]);
    expect(await match([{ fieldId: ids.f_text!, op: 'contains', value: '%' }])).toEqual([2]);
    expect(
      await match([
        { fieldId: ids.f_radio!, op: 'in', value: ['甲', '乙'] },
        { fieldId: ids.f_switch!, op: 'eq', value: true },
      ]),
    ).toEqual([1]);
    expect(await match([])).toEqual([1, 2]);
    const filterErr = { code: 'FILTER_INVALID', field: 'customFilters' };
    expect(() => customFilterSql(sql`v.c`, [{ fieldId: ids.f_img!, op: 'eq', value: 'x' }], fields)).toThrow(
      expect.objectContaining(filterErr),
    );
    expect(() => customFilterSql(sql`v.c`, [{ fieldId: '1', op: 'eq', value: 'x' }], fields)).toThrow(
      expect.objectContaining(filterErr),
    );
    expect(() =>
      customFilterSql(sql`v.c`, [{ fieldId: ids.f_number!, op: 'eq', value: 'abc' }], fields),
    ).toThrow(expect.objectContaining(filterErr));
  });
});

describe('custom buttons (spec-business §5)', () => {
  let repair: number;
  let order: Record<string, string>;
  beforeAll(async () => {
    const list = (await as(t, admin).get('/api/v2/detailcontroltmpl/list?kind=1')).json().data.list;
    repair = list.find((r: { name: string }) => r.name === '上门维修').id;
    order = await fieldIds(t, admin, ORDER, repair);
    records.set(501, {
      ep,
      templateId: repair,
      values: { [order.faultType!]: '漏水' },
      placeholders: { orderNo: 'GD-501', customerName: '张三 & 李四' },
    });
  });
  const save = (body: Record<string, unknown>, s = admin) =>
    as(t, s).post('/api/v2/custom/button/save', body);
  const click = (buttonId: number, objectId = 501, s = admin) =>
    as(t, s).post('/api/v2/custom/button/clickButton', { buttonId, objectId });

  it("a link button answers its URL with the record's ${placeholders} filled in (by the record's host)", async () => {
    const res = await save({
      kind: ORDER,
      name: '查看物流',
      action: { type: 'link', url: 'https://wl.example/q?no=${orderNo}&c=${customerName}&x=${nope}' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = (await click(res.json().data.id)).json().data;
    expect(out).toEqual({
      type: 'link',
      url: 'https://wl.example/q?no=GD-501&c=%E5%BC%A0%E4%B8%89%20%26%20%E6%9D%8E%E5%9B%9B&x=',
    });
    expectRefusal(
      await save({ kind: ORDER, name: '坏链接', action: { type: 'link', url: 'javascript:alert(1)' } }),
      400,
      'VALIDATION',
      'action.url',
    );
    expectRefusal(
      await save({ kind: ORDER, name: '按钮名称超过八个字', action: { type: 'link', url: '/x' } }),
      400,
      'VALIDATION',
      'name',
    );
    expectRefusal(await click(res.json().data.id, 9999), 404, 'OBJECT_NOT_FOUND', 'objectId');
  });

  it('a set-field button checks its value when saved and when clicked, then saves through the host', async () => {
    expectRefusal(
      await save({
        kind: ORDER,
        templateId: repair,
        name: '标记',
        action: { type: 'setField', fieldId: order.faultType, value: '爆炸' },
      }),
      400,
      'FIELD_INVALID',
      'action.value',
    );
    expectRefusal(
      await save({
        kind: ORDER,
        name: '标记',
        action: { type: 'setField', fieldId: order.laborCost, value: '1' },
      }),
      400,
      'BUTTON_FIELD_INVALID',
      'action.fieldId',
    );
    expectRefusal(
      await save({
        kind: FORM_KINDS.event,
        name: '标记',
        action: { type: 'setField', fieldId: order.faultType, value: '其他' },
      }),
      400,
      'BUTTON_FIELD_INVALID',
    );
    const id = (
      await save({
        kind: ORDER,
        templateId: repair,
        name: '设为其他',
        action: { type: 'setField', fieldId: order.faultType, value: '其他' },
      })
    ).json().data.id;
    // 其他 makes the explanation required, which the record lacks
    expectRefusal(await click(id), 400, 'FIELD_INVALID', order.faultOther);
    records.get(501)!.values[order.faultOther!] = '外机漏水';
    const ok = await click(id);
    expect(ok.json().data).toEqual({ type: 'setField', fieldId: order.faultType, value: '其他' });
    expect(records.get(501)!.values).toMatchObject({
      [order.faultType!]: '其他',
      [order.faultOther!]: '外机漏水',
    });
    const values = (await as(t, staff).get('/api/detailcontrol/fieldValues?objectId=501')).json().data;
    expect(values.find((v: { id: string }) => v.id === order.faultType)).toMatchObject({
      type: 3,
      value: '其他',
    });
    expect(values.find((v: { id: string }) => v.id === order.faultPhotos)).toMatchObject({
      type: 26,
      value: null,
    });
    expectRefusal(
      await as(t, staff).get('/api/detailcontrol/fieldValues?objectId=9999'),
      404,
      'OBJECT_NOT_FOUND',
    );
    expectRefusal(
      await as(t, staff).get('/api/detailcontrol/event/fieldValues?objectId=501'),
      404,
      'OBJECT_NOT_FOUND',
    );
    // a button of another template does not apply to this record
    const install = (await as(t, admin).get('/api/v2/detailcontroltmpl/list?kind=1&keyword=安装')).json().data
      .list[0].id;
    const other = (
      await save({ kind: ORDER, templateId: install, name: '安装链接', action: { type: 'link', url: '/a' } })
    ).json().data.id;
    expectRefusal(await click(other), 400, 'BUTTON_NOT_APPLICABLE');
  });

  it('buttons show only to their roles; lists page; buttons are deleted by ids', async () => {
    const mine = (
      await save({ kind: ORDER, name: '派单员用', roleTypes: [1], action: { type: 'link', url: '/d' } })
    ).json().data.id;
    const off = (
      await save({ kind: ORDER, name: '停用', enabled: false, action: { type: 'link', url: '/o' } })
    ).json().data.id;
    const forStaff = (
      await as(t, staff).get(`/api/v2/custom/button/getButtonDetail?kind=1&templateId=${repair}`)
    ).json().data;
    expect(forStaff.map((b: { name: string }) => b.name)).toEqual(['查看物流', '设为其他']);
    const dispatcher = await loginAs(t.app, 'dispatcher');
    const forDispatcher = (await as(t, dispatcher).get('/api/v2/custom/button/getButtonDetail?kind=1')).json()
      .data;
    expect(forDispatcher.map((b: { name: string }) => b.name)).toEqual(['查看物流', '派单员用']);
    expectRefusal(await click(mine, 501, staff), 404, 'BUTTON_NOT_FOUND');
    expect((await click(mine, 501, dispatcher)).json().data.url).toBe('/d');
    expectRefusal(await click(off), 400, 'BUTTON_DISABLED');
    const page = (await as(t, staff).get('/api/v2/custom/button/list?kind=1&pageSize=2&pageIndex=1')).json()
      .data;
    const count = (await as(t, staff).get('/api/v2/custom/button/count?kind=1')).json().data;
    expect(page.total).toBe(count);
    expect(page.list).toHaveLength(2);
    expect((await as(t, staff).get(`/api/v2/custom/button/detail?id=${mine}`)).json().data).toMatchObject({
      name: '派单员用',
      roleTypes: [1],
    });
    const renamed = await save({
      id: mine,
      kind: ORDER,
      name: '派单专用',
      roleTypes: [1, 2],
      action: { type: 'link', url: '/d' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await click(mine, 501, staff)).statusCode).toBe(200);
    expectRefusal(
      await as(t, admin).del(`/api/v2/custom/button/dels?ids=${mine},99999999`),
      404,
      'BUTTON_NOT_FOUND',
    );
    expect((await as(t, admin).del(`/api/v2/custom/button/dels?ids=${mine},${off}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/custom/button/detail?id=${mine}`), 404, 'BUTTON_NOT_FOUND');
  });

  it('a user without "System settings › Templates" cannot manage buttons (403); another enterprise gets 404', async () => {
    expectRefusal(
      await save({ kind: ORDER, name: '甲', action: { type: 'link', url: '/a' } }, staff),
      403,
      'NO_PERMISSION',
    );
    const id = (await as(t, admin).get('/api/v2/custom/button/list?kind=1')).json().data.list[0].id;
    expectRefusal(await as(t, staff).del(`/api/v2/custom/button/dels?ids=${id}`), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    const o = as(t, other.session);
    expectRefusal(await o.get(`/api/v2/custom/button/detail?id=${id}`), 404, 'BUTTON_NOT_FOUND');
    expectRefusal(
      await o.post('/api/v2/custom/button/clickButton', { buttonId: id, objectId: 501 }),
      404,
      'BUTTON_NOT_FOUND',
    );
    expectRefusal(await o.del(`/api/v2/custom/button/dels?ids=${id}`), 404, 'BUTTON_NOT_FOUND');
    expectRefusal(
      await o.post('/api/v2/custom/button/save', {
        id,
        kind: ORDER,
        name: '甲',
        action: { type: 'link', url: '/a' },
      }),
      404,
      'BUTTON_NOT_FOUND',
    );
    expectRefusal(
      await o.post('/api/v2/custom/button/save', {
        kind: ORDER,
        templateId: repair,
        name: '甲',
        action: { type: 'link', url: '/a' },
      }),
      404,
      'TEMPLATE_NOT_FOUND',
    );
    expect((await o.get('/api/v2/custom/button/count')).json().data).toBe(0);
    // a record of our enterprise is not theirs either
    const theirs = (
      await o.post('/api/v2/custom/button/save', {
        kind: ORDER,
        name: '甲',
        action: { type: 'link', url: '/a' },
      })
    ).json().data.id;
    expectRefusal(
      await o.post('/api/v2/custom/button/clickButton', { buttonId: theirs, objectId: 501 }),
      404,
      'OBJECT_NOT_FOUND',
    );
  });
});

describe('sharing without the job runner (JOBS=false)', () => {
  it('the platform audit still completes, in the serving process', async () => {
    const res = await as(t, admin).post('/api/v2/detailcontroltmpl/share', { id: projectTemplate });
    expect(res.json().data).toEqual({ shareState: SHARE_STATES.auditing });
    for (let i = 0; i < 40; i++) {
      const row = (await as(t, admin).get(`/api/v2/detailcontroltmpl/list?kind=${PROJECT}`)).json().data
        .list[0];
      if (row.shareState !== SHARE_STATES.auditing) return expect(row.shareState).toBe(SHARE_STATES.shared);
      await sleep(100);
    }
    throw new Error('audit did not finish');
  });
});
