import { expect } from 'vitest';
import type { CustomerImportResult } from '@fieldline/domain';
import { writeXlsx, type Cell } from '../../core/xlsx';
import { as, type Session, type TestApp } from '../../test/app';
import { readRows } from '../../test/xlsx';

/** The fixed header of the import template in Chinese, as the template writes it. */
export const ZH_HEADER = [
  '客户名称*',
  '联系人*',
  '联系电话*',
  '省',
  '市',
  '区',
  '详细地址',
  '负责人（姓名或手机号）',
  '服务团队',
  '客户标签（多个用逗号分隔）',
];

export const sheet = (rows: Cell[][], header: string[] = ZH_HEADER) => writeXlsx('客户', header, rows);

/** POSTs a file to /api/v2/customer/import as multipart, with the session's CSRF token as a form field. */
export async function importFile(
  t: TestApp,
  s: Session,
  file: Uint8Array | Buffer | Promise<Uint8Array | Buffer>,
  opts: { filename?: string; lang?: string; csrf?: boolean } = {},
) {
  const bytes = await file;
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csrfToken"\r\n\r\n${opts.csrf === false ? '' : s.csrfToken}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename ?? 'customers.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/customer/import',
    headers: {
      token: s.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload,
  });
}

export async function importResult(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CustomerImportResult }).data;
}

/** The rows of the first sheet of an .xlsx (header first), read with exceljs. */
export const readBook = readRows;

interface DownloadRow {
  id: number;
  file_name: string;
  process_state: number;
  failed: boolean;
  file_url: string;
  row_count: number;
}

/** Waits for an export of the download centre to finish and answers its entry and the file's rows. */
export async function downloaded(t: TestApp, s: Session, id: number) {
  let done: DownloadRow | undefined;
  for (let i = 0; i < 200 && !done; i++) {
    const files = (await as(t, s).get('/api/fileDownloadCenter/list')).json().data as DownloadRow[];
    const d = files.find((f) => f.id === id);
    if (d?.process_state === 2) done = d;
    else await new Promise((r) => setTimeout(r, 50));
  }
  expect(done).toMatchObject({ process_state: 2, failed: false });
  const file = await t.app.inject({ method: 'GET', url: done!.file_url, headers: { token: s.token } });
  expect(file.statusCode).toBe(200);
  return { entry: done!, rows: await readBook(file.rawPayload) };
}
