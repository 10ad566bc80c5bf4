import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductImportResult, ProductRow } from '@fieldline/domain';
import { workbook, type CellSpec, type Flavour } from '../../core/fixtures/workbooks';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { uploadFile } from '../../test/upload';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const byNumber = async (number: string) => {
  const res = await as(t, admin).get(`/api/v2/product/list?keyword=${encodeURIComponent(number)}`);
  return (res.json().data.list as ProductRow[]).find((p) => p.number === number);
};

/** Numbers as Excel and WPS store them: codes typed as Text, codes typed as numbers, computed prices. */
function productFile(flavour: Flavour, tag: string) {
  const rows: CellSpec[][] = [
    ['产品名称*', '产品编号', '型号', '产品分类', '单位', '价格'],
    [
      `前导零${tag}`,
      { digits: `00${tag}` },
      null,
      '热水器',
      '台',
      { formula: '0.1+0.2', result: 0.30000000000000004 },
    ],
    [`数字编号${tag}`, Number(`9${tag}`), 10086, null, '个', 1999.9],
    [
      { runs: [{ text: '富文本', bold: true }, { text: tag }] },
      `RT-${tag}`,
      null,
      null,
      null,
      { formula: 'F3*1.1', result: 2199.8900000000003 },
    ],
  ];
  return workbook({ flavour, sheets: [{ name: '产品', rows }] });
}

describe('product import of files saved by Excel and WPS', () => {
  for (const [flavour, tag] of [
    ['excel', '4711'],
    ['wps', '4712'],
  ] as const)
    it(`imports ${flavour === 'excel' ? 'an Excel' : 'a WPS'} file: a code stored as text keeps its leading zeros, codes saved as numbers come back as their digits, prices at Excel's 15 digits`, async () => {
      const res = await uploadFile(t.app, admin, '/api/v2/product/import', productFile(flavour, tag), {
        filename: '产品.xlsx',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { data: ProductImportResult }).data).toMatchObject({
        total: 3,
        created: 3,
        failed: 0,
        errors: [],
      });
      expect(await byNumber(`00${tag}`)).toMatchObject({
        name: `前导零${tag}`,
        categoryPath: '热水器',
        price: '0.30',
      });
      expect(await byNumber(`9${tag}`)).toMatchObject({ model: '10086', unit: '个', price: '1999.90' });
      expect(await byNumber(`RT-${tag}`)).toMatchObject({ name: `富文本${tag}`, price: '2199.89' });
    });
});
