import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderRow } from '@fieldline/domain';
import { DATE_FORMAT, MONEY_FORMAT } from '../../core/xlsx';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { readSheet } from '../../test/xlsx';
import { downloaded } from '../customers/file-test-helpers';
import { createOrder, demoCustomerId, orderTemplateId } from './test-helpers';

let t: TestApp;
let dispatcher: Session;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

const exportAll = (s: Session, query: string, fileName: string | undefined, lang = 'zh-CN') =>
  as(t, s).post(`/api/v2/order/exportAll${query}`, fileName === undefined ? {} : { fileName }, {
    'accept-language': lang,
  });

/** The finished file of an export: its download-centre entry and its first sheet read with exceljs. */
async function exportedFile(s: Session, res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  const { entry } = await downloaded(t, s, (res.json() as { data: { id: number } }).data.id);
  const file = await t.app.inject({ method: 'GET', url: entry.file_url, headers: { token: s.token } });
  return { entry, ...(await readSheet(file.rawPayload)) };
}

const listed = async (s: Session, query: string) =>
  (await as(t, s).get(`/api/v2/order/list?pageSize=100&pageIndex=0&${query}`)).json().data as {
    list: OrderRow[];
    total: number;
  };

/** An ISO instant as Excel shows it in Asia/Shanghai (UTC+8), read back as a Date's UTC fields. */
const shanghai = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString();

describe('order export of everything matching the list filters (issue 18 item 7)', () => {
  it('writes dates as Excel dates at Asia/Shanghai wall-clock time and amounts as numbers', async () => {
    const appointmentAt = '2027-03-01T01:30:00.000Z';
    const title = `导出类型检查${Date.now()}`;
    const created = await createOrder(t, dispatcher, { templateId, customerId, title, appointmentAt });
    const res = await exportAll(dispatcher, `?keyword=${encodeURIComponent(title)}`, '类型检查');
    const { entry, sheet, rows } = await exportedFile(dispatcher, res);
    expect(entry).toMatchObject({ file_name: '类型检查.xlsx', row_count: 1 });
    expect(rows[0]).toEqual([
      ...['工单编号', '标题', '状态', '优先级', '工单模板', '客户', '联系人', '联系电话', '服务地址'],
      ...['服务人员', '预约时间', '创建时间', '完成时间', '费用合计'],
    ]);
    expect(rows[1]![0]).toBe(created.orderNo);
    const appointment = sheet.getCell('K2');
    expect(appointment.value).toBeInstanceOf(Date);
    expect((appointment.value as Date).toISOString()).toBe(shanghai(appointmentAt));
    expect(appointment.numFmt).toBe(DATE_FORMAT);
    expect(sheet.getCell('L2').value).toBeInstanceOf(Date);
    expect(sheet.getCell('M2').value).toBeNull(); // not completed: an empty cell, not a text
    expect(sheet.getCell('N2').value).toBe(0);
    expect(sheet.getCell('N2').numFmt).toBe(MONEY_FORMAT);
  });

  it('takes exactly the orders the list shows for the same filters, amounts summing as numbers', async () => {
    const query = `states=${ORDER_STATES.completed}`;
    const list = await listed(dispatcher, query);
    expect(list.total).toBeGreaterThan(1);
    const res = await exportAll(dispatcher, `?${query}`, 'Completed', 'en-GB');
    const { entry, rows } = await exportedFile(dispatcher, res);
    expect(rows[0]!.slice(-4)).toEqual(['Appointment', 'Created', 'Completed', 'Total amount']);
    expect(entry.row_count).toBe(list.total);
    const data = rows.slice(1);
    expect(data.map((r) => r[0])).toEqual(list.list.map((o) => o.orderNo));
    expect(data.map((r) => r[2])).toEqual(list.list.map(() => 'Completed'));
    expect(data.map((r) => r[13])).toEqual(list.list.map((o) => Number(o.totalAmount)));
    expect(data.map((r) => (r[12] as Date).toISOString())).toEqual(
      list.list.map((o) => shanghai(o.completedAt!)),
    );
    const sum = data.reduce((s, r) => s + (r[13] as number), 0);
    expect(sum).toBeCloseTo(
      list.list.reduce((s, o) => s + Number(o.totalAmount), 0),
      2,
    );
  });

  it('refuses nothing matching, a missing file name and a caller without the export code', async () => {
    expectRefusal(
      await exportAll(dispatcher, `?keyword=${encodeURIComponent('没有这样的工单')}`, '空'),
      400,
      'EXPORT_EMPTY',
    );
    expectRefusal(await exportAll(dispatcher, '', undefined), 400, 'VALIDATION', 'fileName');
    expectRefusal(await exportAll(dispatcher, '?states=99', '坏'), 400, 'VALIDATION');
    const engineer = await loginAs(t.app, 'serviceStaff');
    expectRefusal(await exportAll(engineer, '', '我的'), 403, 'NO_PERMISSION');
  });
});
