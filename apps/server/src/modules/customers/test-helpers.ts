import { expect } from 'vitest';
import { as, type Session, type TestApp } from '../../test/app';

export const contact = (name = '张三', phone = '13912345678', isDefault?: boolean) => ({
  name,
  phone,
  ...(isDefault === undefined ? {} : { isDefault }),
});
export const address = (detail = '张江路1号', isDefault?: boolean) => ({
  type: 1,
  province: '上海市',
  city: '上海市',
  region: '浦东新区',
  detail,
  ...(isDefault === undefined ? {} : { isDefault }),
});

let serial = 0;
/** A unique customer name for a test. */
export const uniqueName = (prefix = '测试客户') => `${prefix}${++serial}-${Date.now() % 100000}`;

/** Adds a customer and answers its id (fails the test when refused). */
export async function addCustomer(t: TestApp, s: Session, body: Record<string, unknown> = {}) {
  const res = await as(t, s).post('/api/v2/customer/addCustomer', {
    name: uniqueName(),
    contacts: [contact()],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function detail(t: TestApp, s: Session, id: number) {
  const res = await as(t, s).get(`/api/v2/customer/detail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Every customer id of the list as the session sees it (one big page), checking the count agrees. */
export async function visibleIds(t: TestApp, s: Session, query = '') {
  const res = await as(t, s).get(`/api/v2/customer/epCustomerList?pageSize=1000${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { list, total } = res.json().data as { list: { id: number }[]; total: number };
  expect(list).toHaveLength(total);
  const count = await as(t, s).get(`/api/v2/customer/customerListCount?t=1${query}`);
  expect(count.json().data).toBe(total);
  return list.map((c) => c.id);
}
