import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../../app';
import { phoneOf } from '../../test/accounts';
import { api, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { readRows } from '../../test/xlsx';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  await startBackgroundJobs(t.app);
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const list = async (s: Session) => (await api(t.app, s).get('/api/fileDownloadCenter/list')).json().data;

async function waitFinished(s: Session, id: number) {
  for (let i = 0; i < 120; i++) {
    const item = (await list(s)).find((d: { id: number }) => d.id === id);
    if (item?.process_state === 2) return item;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

describe('user export through the download centre', () => {
  it('appears in progress, then finished, and downloads as a valid .xlsx with the users', async () => {
    const started = await api(t.app, admin).post('/api/v2/user/export');
    expect(started.statusCode).toBe(200);
    const id = started.json().data.id;
    const first = (await list(admin)).find((d: { id: number }) => d.id === id);
    expect(first).toMatchObject({ process_state: 1, failed: false, file_url: null });

    const done = await waitFinished(admin, id);
    expect(done).toMatchObject({ process_state: 2, failed: false, row_count: 11 });
    expect(done.file_name).toMatch(/^人员列表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await t.app.inject({ method: 'GET', url: done.file_url, headers: { token: admin.token } });
    expect(file.statusCode).toBe(200);
    const rows = await readRows(file.rawPayload);
    expect(rows[0]).toEqual(['姓名', '手机号', '部门', '角色', '状态', '创建时间']);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r[1])).toContain(phoneOf('administrator'));
    expect(rows.slice(1).every((r) => r[5] instanceof Date)).toBe(true);
  });

  it('exports only what the data scope and filters allow', async () => {
    const staff = await loginAs(t.app, 'administrator');
    const res = await api(t.app, staff).post(`/api/v2/user/export?keyword=${encodeURIComponent('师傅')}`);
    const done = await waitFinished(staff, res.json().data.id);
    expect(done.row_count).toBe(2);
  });

  it('refuses an export with nothing in it, and callers without the personnel view code', async () => {
    const empty = await api(t.app, admin).post(
      '/api/v2/user/export?keyword=nobody-here',
      {},
      { 'accept-language': 'en' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'EXPORT_EMPTY' });
    const staff = await loginAs(t.app, 'serviceStaff');
    const refused = await api(t.app, staff).post('/api/v2/user/export');
    expect(refused.statusCode).toBe(403);
  });

  it("lists only the caller's own downloads", async () => {
    const other = await loginAs(t.app, 'dispatcher');
    expect(await list(other)).toEqual([]);
  });
});
