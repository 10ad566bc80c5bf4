import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ACCESS, CUSTOMER_EXPORT_FILE_NAME_MAX } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { ZH_HEADER, downloaded } from './file-test-helpers';
import { addCustomer, contact } from './test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const exportAs = (s: Session, fileName: unknown, query = '', headers?: Record<string, string>) =>
  as(t, s).post(`/api/v2/customer/export${query}`, fileName === undefined ? {} : { fileName }, headers);

/** The names of the customers the list shows for this query, as the session sees them. */
async function listedNames(s: Session, query = '') {
  const res = await as(t, s).get(`/api/v2/customer/epCustomerList?pageSize=1000${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { name: string }[]).map((c) => c.name);
}

describe('spec-business §5 "export needs a file name"', () => {
  it('refuses an export without a file name, a blank, too long or a path-like one, queueing nothing', async () => {
    const before = (await as(t, admin).get('/api/fileDownloadCenter/list')).json().data.length;
    expectRefusal(await exportAs(admin, undefined), 400, 'VALIDATION', 'fileName');
    expectRefusal(await exportAs(admin, '   '), 400, 'VALIDATION', 'fileName');
    expectRefusal(
      await exportAs(admin, 'x'.repeat(CUSTOMER_EXPORT_FILE_NAME_MAX + 1)),
      400,
      'VALIDATION',
      'fileName',
    );
    expectRefusal(await exportAs(admin, '../客户'), 400, 'VALIDATION', 'fileName');
    expect((await as(t, admin).get('/api/fileDownloadCenter/list')).json().data).toHaveLength(before);
  });
});

describe('customer export through the download centre', () => {
  it('produces an .xlsx named as asked with the rows the list shows, import columns first', async () => {
    const res = await exportAs(admin, '全部客户');
    expect(res.statusCode, res.body).toBe(200);
    const { entry, rows } = await downloaded(t, admin, res.json().data.id);
    expect(entry.file_name).toBe('全部客户.xlsx');
    const file = await t.app.inject({ method: 'GET', url: entry.file_url, headers: { token: admin.token } });
    expect(file.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const [header, ...data] = rows;
    expect(header!.slice(0, ZH_HEADER.length)).toEqual(
      ZH_HEADER.map((h) => h.replace('*', '').split('（')[0]),
    );
    expect(header!.at(-1)).toBe('创建时间');
    const listed = await listedNames(admin);
    expect(data.map((r) => r[0])).toEqual(listed);
    expect(entry.row_count).toBe(listed.length);
  });

  it('exports only the rows matching the list filters, headed in the caller’s language', async () => {
    await addCustomer(t, admin, { name: '导出筛选客户', contacts: [contact('欧阳修', '13977778888')] });
    const query = `?keyword=${encodeURIComponent('欧阳修')}`;
    const res = await exportAs(admin, 'Filtered', query, { 'accept-language': 'en-GB' });
    const { rows } = await downloaded(t, admin, res.json().data.id);
    expect(rows[0]!.slice(0, 3)).toEqual(['Customer name', 'Contact name', 'Contact phone']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([['导出筛选客户', '欧阳修', '13977778888']]);
    expect(await listedNames(admin, `&${query.slice(1)}`)).toEqual(['导出筛选客户']);
    // nothing to export is refused up front
    expectRefusal(
      await exportAs(admin, '空', `?keyword=${encodeURIComponent('不存在的客户名')}`),
      400,
      'EXPORT_EMPTY',
    );
  });

  it('exports only the customers the caller may see (personal data scope)', async () => {
    const role = (
      await as(t, admin).post('/api/role', {
        name: '客户导出员',
        permissions: [CUSTOMER_ACCESS.view, CUSTOMER_ACCESS.export],
        dataScope: 3,
      })
    ).json().data.id;
    const employeeId = await userId(t, 'employee');
    expect((await as(t, admin).put(`/api/user/${employeeId}`, { roleIds: [role] })).statusCode).toBe(200);
    await addCustomer(t, admin, { name: '员工自己的客户', ownerUserId: employeeId });
    const employee = await loginAs(t.app, 'employee');
    const res = await exportAs(employee, '我的客户');
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await downloaded(t, employee, res.json().data.id);
    expect(rows.slice(1).map((r) => r[0])).toEqual(await listedNames(employee));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['员工自己的客户']);
    // the entry is the employee's own: the administrator's download centre does not list it
    const adminFiles = (await as(t, admin).get('/api/fileDownloadCenter/list')).json().data;
    expect(adminFiles.map((f: { id: number }) => f.id)).not.toContain(res.json().data.id);
  });

  it('needs the customer export code; another enterprise exports none of these customers', async () => {
    // return-visit staff see every customer but may not export them
    const returnVisit = await loginAs(t.app, 'returnVisit');
    expectRefusal(await exportAs(returnVisit, '客户'), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(await exportAs(other.session, '客户'), 400, 'EXPORT_EMPTY');
  });
});
