import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SpareImportResult } from '@fieldline/domain';
import { rows } from '../../db/client';
import { writeXlsx, type Cell } from '../../core/xlsx';
import { readRows } from '../../test/xlsx';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { ledgerMismatches, stockOf } from './test-helpers';

let t: TestApp;
let keeper: Session;
let staff: Session;
let main: number;

beforeAll(async () => {
  t = await testApp();
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list;
  main = stores.find((w: { name: string }) => w.name === '总仓').id;
});
afterAll(() => t.close());

const HEADER = ['备件编号*', '备件名称*', '备件类型', '型号', '单位', '销售价', '成本价', '入库数量'];
const sheet = (data: Cell[][], header = HEADER) => writeXlsx('备件', header, data);

async function importFile(
  file: Uint8Array | Buffer | Promise<Uint8Array | Buffer>,
  opts: { session?: Session; query?: string; filename?: string; lang?: string } = {},
) {
  const bytes = await file;
  const s = opts.session ?? keeper;
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csrfToken"\r\n\r\n${s.csrfToken}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? 'parts.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/spare/sparePart/import${opts.query ?? ''}`,
    headers: {
      token: s.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload,
  });
}
const result = (res: Awaited<ReturnType<typeof importFile>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SpareImportResult;
};
const partByCode = async (code: string) =>
  (
    await rows<{ id: number; name: string; sale_price: string }>(
      t.database.db,
      sql`select id::int as id, name, sale_price::text as sale_price from spare_parts
           where enterprise_id = 1 and code = ${code} and deleted_at is null`,
    )
  )[0];

describe('import through the template (issue 24: import and export of the catalogue)', () => {
  it('the template is the header row in the caller’s language; settings (10507) only', async () => {
    const res = await as(t, keeper).get('/api/v2/spare/sparePart/importTemplate');
    expect(res.statusCode).toBe(200);
    expect((await readRows(res.rawPayload))[0]).toEqual([
      '备件编号*',
      '备件名称*',
      '备件类型',
      '型号',
      '单位',
      '销售价',
      '成本价',
      '个人提成',
      '团队提成',
      '预警数量',
      '入库数量',
    ]);
    expectRefusal(await as(t, staff).get('/api/v2/spare/sparePart/importTemplate'), 403, 'NO_PERMISSION');
  });

  it('a bad row refuses the whole file: every refused row listed with its column, nothing written', async () => {
    const res = result(
      await importFile(
        sheet([
          ['IMP-001', '进水阀', '制冷', 'JSF-1', '个', '25', '10', ''],
          ['IMP-002', '排水泵', '没有的类型', '', '', '30', '', ''],
          ['IMP-003', '', '', '', '', '1.234', '', ''],
          ['IMP-001', '重复', '', '', '', '', '', ''],
        ]),
      ),
    );
    expect(res).toMatchObject({ total: 4, created: 0, updated: 0, failed: 3 });
    expect(res.errors).toEqual([
      { row: 3, column: '备件类型', message: expect.stringContaining('没有的类型') },
      { row: 4, column: '备件名称', message: expect.any(String) },
      { row: 4, column: '销售价', message: expect.any(String) },
      { row: 5, column: '备件编号', message: expect.stringContaining('2') },
    ]);
    expect(await partByCode('IMP-001')).toBeUndefined();
  });

  it('a good file adds new codes, changes existing ones and stocks in to the named warehouse', async () => {
    const before = await partByCode('BJ-001');
    const res = result(
      await importFile(
        sheet([
          ['IMP-010', '进水阀', '制冷', 'JSF-1', '个', '25', '10', '8'],
          ['BJ-001', '压缩机（新款）', '', '', '', '1300', '860', ''],
        ]),
        { query: `?warehouseId=${main}` },
      ),
    );
    expect(res).toMatchObject({ total: 2, created: 1, updated: 1, stocked: 1, failed: 0, errors: [] });
    const added = (await partByCode('IMP-010'))!;
    expect(await stockOf(t, added.id, 1, main)).toBe('8.00');
    expect(await partByCode('BJ-001')).toMatchObject({
      id: before!.id,
      name: '压缩机（新款）',
      sale_price: '1300.00',
    });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('bad files and bad input are refused naming the field', async () => {
    expectRefusal(
      await importFile(sheet([['IMP-020', '阀门', '', '', '', '', '', '3']])),
      400,
      'IMPORT_WAREHOUSE_REQUIRED',
      'warehouseId',
    );
    expect(await partByCode('IMP-020')).toBeUndefined();
    const other = await otherEnterprise(t);
    const stores = (await as(t, other.session).post('/api/warehouse/save', { name: '他仓', kind: 1 })).json()
      .data;
    expectRefusal(
      await importFile(sheet([['IMP-021', '阀门', '', '', '', '', '', '3']]), {
        query: `?warehouseId=${stores.id}`,
      }),
      404,
      'WAREHOUSE_NOT_FOUND',
      'warehouseId',
    );
    expect(await partByCode('IMP-021')).toBeUndefined();
    expectRefusal(
      await importFile(Buffer.from('not a workbook'), { filename: 'parts.csv' }),
      415,
      'IMPORT_NOT_XLSX',
      'file',
    );
    expectRefusal(await importFile(sheet([['x']], ['名称'])), 400, 'IMPORT_NO_HEADER', 'file');
    expectRefusal(await importFile(sheet([])), 400, 'IMPORT_EMPTY', 'file');
    expectRefusal(await importFile(sheet([['IMP-022', '阀门']]), { session: staff }), 403, 'NO_PERMISSION');
    expectRefusal(
      await importFile(sheet([]), { query: '?warehouseId=abc' }),
      400,
      'VALIDATION',
      'warehouseId',
    );
  });
});

describe('export through the download centre', () => {
  const finished = async (id: number) => {
    for (let i = 0; i < 100; i++) {
      const files = (await as(t, keeper).get('/api/fileDownloadCenter/list')).json().data;
      const d = files.find((f: { id: number }) => f.id === id);
      if (d?.process_state === 2) return d as { failed: boolean; file_url: string; row_count: number };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the export did not finish');
  };

  it('the catalogue exports with the import columns first, so the file imports again', async () => {
    const res = await as(t, keeper).post('/api/v2/spare/sparePart/export?keyword=BJ-00');
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json().data.id);
    expect(done.failed).toBe(false);
    const file = await t.app.inject({ method: 'GET', url: done.file_url, headers: { token: keeper.token } });
    const data = await readRows(file.rawPayload);
    expect(data[0]!.slice(0, 3)).toEqual(['备件编号', '备件名称', '备件类型']);
    expect(data.length - 1).toBe(done.row_count);
    expect(data.find((r) => r[0] === 'BJ-003')).toMatchObject({ 2: '电控', 5: 360 });
    const again = result(await importFile(new Uint8Array(file.rawPayload)));
    expect(again).toMatchObject({ created: 0, updated: done.row_count, failed: 0 });
  });

  it('the stock list exports with its filters; an empty export and the wrong role are refused', async () => {
    const res = await as(t, keeper).post(`/api/v2/spare/stock/export?holderKind=1&holderId=${main}`);
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json().data.id);
    const file = await t.app.inject({ method: 'GET', url: done.file_url, headers: { token: keeper.token } });
    const data = await readRows(file.rawPayload);
    expect(data[0]).toContain('库存归属');
    expect(data.slice(1).every((r) => r[4] === '总仓')).toBe(true);
    expectRefusal(
      await as(t, keeper).post('/api/v2/spare/sparePart/export?keyword=nothing-like-this'),
      400,
      'EXPORT_EMPTY',
    );
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).post('/api/v2/spare/stock/export'), 403, 'NO_PERMISSION');
  });
});
