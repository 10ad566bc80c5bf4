import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerRow } from '@fieldline/domain';
import { workbook, type CellSpec, type Flavour } from '../../core/fixtures/workbooks';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { ZH_HEADER, importFile, importResult } from './file-test-helpers';
import { uniqueName } from './test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

async function findByName(name: string): Promise<CustomerDetail | undefined> {
  const res = await as(t, admin).get(`/api/v2/customer/epCustomerList?keyword=${encodeURIComponent(name)}`);
  const row = (res.json().data.list as CustomerRow[]).find((c) => c.name === name);
  if (!row) return undefined;
  return (await as(t, admin).get(`/api/v2/customer/detail?id=${row.id}`)).json().data;
}

/**
 * The template's header with 详细地址 merged over G1:H1 (H1 a styled blank, as Excel keeps it) and
 * two styled blank cells after the last column; data rows follow the header's columns.
 */
const HEADER: CellSpec[] = [
  ...ZH_HEADER.slice(0, 7),
  { styledBlank: true },
  ...ZH_HEADER.slice(7),
  { styledBlank: true },
  { styledBlank: true },
];

function customerFile(flavour: Flavour, names: [string, string, string]) {
  const [rich, plain, bad] = names;
  const rows: CellSpec[][] = [
    HEADER,
    [
      { runs: [{ text: rich.slice(0, 2), bold: true }, { text: rich.slice(2) }] },
      '周经理',
      13911112222,
      '浙江省',
      '杭州市',
      '西湖区',
      { formula: '"文三路"&1&"号"', result: '文三路1号' },
      null,
      13800000010,
      null,
      'VIP',
    ],
    [],
    [plain, '钱女士', { digits: '13911113333' }],
    [bad, '孙先生', 1391111],
  ];
  return workbook({ flavour, sheets: [{ name: '客户', rows, merges: ['G1:H1'] }] });
}

describe('customer import of files saved by Excel and WPS', () => {
  for (const flavour of ['excel', 'wps'] as const)
    it(`imports ${flavour === 'excel' ? 'an Excel' : 'a WPS'} file: rich-text name, phones saved as numbers or text, a formula's address, an owner by mobile number, rows numbered as the sheet shows`, async () => {
      const names = [uniqueName('富文本'), uniqueName('文本电话'), uniqueName('短号')] as [
        string,
        string,
        string,
      ];
      const data = await importResult(await importFile(t, admin, customerFile(flavour, names)));
      expect(data).toEqual({
        total: 3,
        saved: 2,
        failed: 1,
        errors: [{ row: 5, field: '联系电话', message: '请输入11位手机号' }],
      });
      expect(await findByName(names[0])).toMatchObject({
        name: names[0],
        ownerUserId: await userId(t, 'salesperson'),
        contacts: [{ name: '周经理', phone: '13911112222', isDefault: true }],
        addresses: [{ province: '浙江省', city: '杭州市', region: '西湖区', detail: '文三路1号' }],
        tags: [{ name: 'VIP' }],
      });
      expect(await findByName(names[1])).toMatchObject({
        contacts: [{ name: '钱女士', phone: '13911113333' }],
        ownerUserId: await userId(t, 'administrator'),
      });
      expect(await findByName(names[2])).toBeUndefined();
    });

  it('refuses a damaged .xlsx with 415 IMPORT_NOT_XLSX in the caller’s language, saving nothing', async () => {
    const name = uniqueName('损坏');
    const whole = customerFile('excel', [name, uniqueName(), uniqueName()]);
    const cut = whole.subarray(0, whole.length - 200);
    const zh = await importFile(t, admin, cut);
    expectRefusal(zh, 415, 'IMPORT_NOT_XLSX', 'file');
    expect(zh.json().message).toBe('文件格式不支持，请使用客户导入模板（.xlsx）');
    const en = await importFile(t, admin, cut, { lang: 'en-GB' });
    expectRefusal(en, 415, 'IMPORT_NOT_XLSX', 'file');
    expect(en.json().message).toBe('File format not supported; use the customer import template (.xlsx)');
    expect(await findByName(name)).toBeUndefined();
  });
});
