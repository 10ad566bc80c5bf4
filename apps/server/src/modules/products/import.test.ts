import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MAX_ROWS, type ProductImportResult, type ProductRow } from '@fieldline/domain';
import { writeXlsx, type Cell } from '../../core/xlsx';
import { readRows } from '../../test/xlsx';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const HEADER = ['产品名称*', '产品编号', '型号', '产品分类', '单位', '价格', '描述'];
const sheet = (rows: Cell[][], header = HEADER) => writeXlsx('产品', header, rows);

async function importFile(
  file: Uint8Array | Buffer | Promise<Uint8Array | Buffer>,
  opts: { session?: Session; filename?: string; lang?: string; csrf?: boolean } = {},
) {
  const bytes = await file;
  const s = opts.session ?? admin;
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const csrf = opts.csrf === false ? '' : s.csrfToken;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csrfToken"\r\n\r\n${csrf}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? 'products.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/product/import',
    headers: {
      token: s.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload,
  });
}
const result = async (res: Awaited<ReturnType<typeof importFile>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductImportResult;
};
const byNumber = async (number: string) => {
  const res = await as(t, admin).get(`/api/v2/product/list?keyword=${encodeURIComponent(number)}`);
  return (res.json().data.list as ProductRow[]).find((p) => p.number === number);
};

describe('import template', () => {
  it('downloads an .xlsx with the header row in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/product/importTemplate',
      headers: { token: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await readRows(res.rawPayload)).toEqual([HEADER]);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/v2/product/importTemplate',
      headers: { token: admin.token, 'accept-language': 'en-GB' },
    });
    expect(en.statusCode).toBe(200);
    expect(await readRows(en.rawPayload)).toEqual([
      ['Product name*', 'Product number', 'Model', 'Category', 'Unit', 'Price', 'Description'],
    ]);
  });
});

describe('import', () => {
  it('saves the good rows and reports the bad one with its row, column and message', async () => {
    const res = await importFile(
      sheet([
        ['导入甲', 'IM-001', 'A1', '空调/家用空调/挂机', '台', '100', '第一行'],
        ['导入乙', 'IM-002', null, '热水器', '台', 88.5, null],
        [null, 'IM-003', 'B', null, null, '12.345', null],
        [],
        ['导入丁', 'IM-004', null, '不存在的分类', null, null, null],
        ['导入戊', null, null, null, null, null, null],
      ]),
    );
    const data = await result(res);
    expect(data).toMatchObject({ total: 5, created: 3, updated: 0, failed: 2 });
    expect(data.errors).toEqual([
      { row: 4, column: '产品名称', message: '产品名称不能为空' },
      { row: 4, column: '价格', message: '价格格式不正确' },
      { row: 6, column: '产品分类', message: expect.stringContaining('不存在的分类') },
    ]);
    expect(await byNumber('IM-001')).toMatchObject({
      name: '导入甲',
      categoryPath: '空调/家用空调/挂机',
      price: '100.00',
    });
    expect(await byNumber('IM-002')).toMatchObject({ categoryPath: '热水器', price: '88.50', model: null });
    expect(await byNumber('IM-003')).toBeUndefined();
    expect(await byNumber('IM-004')).toBeUndefined();
  });

  it('spec-business §5 "Import overwrites existing products": a row with an existing number updates it', async () => {
    const before = (await byNumber('KT-0001'))!;
    const data = await result(
      await importFile(
        sheet(
          [
            ['覆盖后的名称', 'KT-0001', 'NEW-1', '空调/家用空调/柜机', '3999'],
            ['全新产品', 'IM-100', 'N', '', ''],
          ],
          ['Product name', 'Product number', 'Model', 'Category', 'Price'],
        ),
      ),
    );
    expect(data).toMatchObject({ total: 2, created: 1, updated: 1, failed: 0, errors: [] });
    const after = (await byNumber('KT-0001'))!;
    expect(after).toMatchObject({
      id: before.id,
      name: '覆盖后的名称',
      model: 'NEW-1',
      categoryPath: '空调/家用空调/柜机',
      price: '3999.00',
      // columns the file does not have are kept
      unit: before.unit,
      description: before.description,
    });
    const all = await as(t, admin).get('/api/v2/product/list?keyword=KT-0001');
    expect(all.json().data.total).toBe(1);
  });

  it('reports a number repeated in the file and answers in the caller’s language', async () => {
    const data = await result(
      await importFile(
        sheet([
          ['一', 'IM-200'],
          ['二', 'IM-200'],
        ]),
        { lang: 'en' },
      ),
    );
    expect(data).toMatchObject({ created: 1, failed: 1 });
    expect(data.errors).toHaveLength(1);
    expect(data.errors[0]).toEqual({ row: 3, column: 'Product number', message: 'The number repeats row 2' });
  });

  it('refuses what it cannot read: another format, no header, no rows, too many rows, no file', async () => {
    expectRefusal(
      await importFile(Buffer.from('a,b'), { filename: 'p.csv' }),
      415,
      'IMPORT_NOT_XLSX',
      'file',
    );
    expectRefusal(await importFile(Buffer.from('not a zip')), 415, 'IMPORT_NOT_XLSX', 'file');
    expectRefusal(await importFile(sheet([['x']], ['名称?'])), 400, 'IMPORT_NO_HEADER', 'file');
    expectRefusal(await importFile(sheet([])), 400, 'IMPORT_EMPTY', 'file');
    const many = sheet(Array.from({ length: PRODUCT_IMPORT_MAX_ROWS + 1 }, (_, i) => [`p${i}`]));
    expectRefusal(await importFile(many), 400, 'IMPORT_TOO_MANY_ROWS');
    expectRefusal(await api(t.app, admin).post('/api/v2/product/import', {}), 400, 'IMPORT_NO_FILE');
    expectRefusal(await importFile(sheet([['x']]), { csrf: false }), 403, 'CSRF_INVALID');
  });

  it('needs the create code, and the edit code to overwrite', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(await importFile(sheet([['x']]), { session: staff }), 403, 'NO_PERMISSION');
    // a role with create but not edit: new rows saved, overwrites refused row by row
    const roleRes = await as(t, admin).post('/api/role', {
      name: '产品录入',
      dataScope: 3,
      permissions: ['10601', '10602'],
    });
    expect(roleRes.statusCode, roleRes.body).toBe(200);
    const userRes = await as(t, admin).post('/api/user', {
      name: '录入员',
      phone: '13800000099',
      departmentId: (await as(t, admin).get('/api/department/tree')).json().data[0].id,
      roleIds: [roleRes.json().data.id],
      password: 'Entry#2026pw',
    });
    expect(userRes.statusCode, userRes.body).toBe(200);
    const clerk = await loginAs(t.app, '13800000099', 'Entry#2026pw');
    const data = await result(
      await importFile(
        sheet([
          ['新的', 'IM-300'],
          ['想覆盖', 'KT-0002'],
        ]),
        { session: clerk },
      ),
    );
    expect(data).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect(data.errors[0]).toMatchObject({ row: 3, column: '产品编号' });
    expect((await byNumber('KT-0002'))!.name).not.toBe('想覆盖');
  });
});

describe('export through the download centre', () => {
  it('writes the filtered products with the import columns first, so the file imports again', async () => {
    const res = await as(t, admin).post(`/api/v2/product/export?keyword=${encodeURIComponent('净水器')}`);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    let done: { process_state: number; failed: boolean; file_url: string; row_count: number } | undefined;
    for (let i = 0; i < 100 && !done; i++) {
      const files = (await as(t, admin).get('/api/fileDownloadCenter/list')).json().data;
      const d = files.find((f: { id: number }) => f.id === id);
      if (d?.process_state === 2) done = d;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(done).toMatchObject({ process_state: 2, failed: false });
    const file = await t.app.inject({ method: 'GET', url: done!.file_url, headers: { token: admin.token } });
    const rows = await readRows(file.rawPayload);
    expect(rows[0]).toEqual([
      '产品名称',
      '产品编号',
      '型号',
      '产品分类',
      '单位',
      '价格',
      '描述',
      '状态',
      '创建时间',
    ]);
    expect(rows.length - 1).toBe(done!.row_count);
    expect(rows.find((r) => r[1] === 'JS-0001')).toMatchObject({
      3: '净水器/家用净水器/RO反渗透',
      5: 2999, // the price is a number cell
    });

    const again = await result(await importFile(new Uint8Array(file.rawPayload)));
    expect(again).toMatchObject({ created: 0, updated: done!.row_count, failed: 0 });
  });

  it('refuses an empty export and callers without the view code', async () => {
    expectRefusal(
      await as(t, admin).post('/api/v2/product/export?keyword=nothing-like-this'),
      400,
      'EXPORT_EMPTY',
    );
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).post('/api/v2/product/export'), 403, 'NO_PERMISSION');
  });
});
