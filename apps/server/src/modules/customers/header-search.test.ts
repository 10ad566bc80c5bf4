import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addEquipment, demoRefs, uniqueSerial } from '../equipment/test-helpers';
import { createOrder, orderTemplateId } from '../orders/test-helpers';
import { userId } from '../../test/data';
import { addCustomer } from './test-helpers';

/**
 * What the header search asks (apps/web/src/shell/search): the order, customer and equipment lists'
 * keyword queries, five rows each; each answers within the caller's data scope.
 */
let t: TestApp;
let admin: Session;
let engineer: Session;
let mine: Awaited<ReturnType<typeof customerWithOrder>>;
let theirs: Awaited<ReturnType<typeof customerWithOrder>>;

async function customerWithOrder(serverUserId: number) {
  const name = `检索客户${serverUserId}-${Date.now() % 100000}`;
  const customerId = await addCustomer(t, admin, { name });
  const serial = uniqueSerial('HS');
  const { productId } = await demoRefs(t);
  const equipmentId = await addEquipment(t, admin, { customerId, productId, serialNumber: serial });
  const order = await createOrder(t, admin, {
    templateId: await orderTemplateId(t),
    title: `检索工单${serverUserId}`,
    customerId,
    customerProductId: equipmentId,
    serverUserId,
  });
  return { name, customerId, serial, equipmentId, orderId: order.id, orderNo: order.orderNo };
}

const ids = async (s: Session, url: string) => {
  const res = await as(t, s).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((r) => r.id);
};
const findOrders = (s: Session, keyword: string) =>
  ids(s, `/api/v2/order/list?view=all&pageSize=5&pageIndex=0&keyword=${encodeURIComponent(keyword)}`);
const findCustomers = (s: Session, keyword: string) =>
  ids(s, `/api/v2/customer/epCustomerList?pageSize=5&pageIndex=0&keyword=${encodeURIComponent(keyword)}`);
const findEquipment = (s: Session, serial: string) =>
  ids(s, `/api/v2/customerProduct/list?pageSize=5&pageIndex=0&serial=${encodeURIComponent(serial)}`);

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  engineer = await loginAs(t.app, 'serviceStaff2');
  mine = await customerWithOrder(await userId(t, 'serviceStaff2'));
  theirs = await customerWithOrder(await userId(t, 'serviceStaff'));
});
afterAll(() => t.close());

describe('header search: orders, customers and equipment by keyword, within the data scope', () => {
  it('an engineer finds the order they serve by number and title, not one outside their scope', async () => {
    expect(await findOrders(engineer, mine.orderNo)).toEqual([mine.orderId]);
    expect(await findOrders(engineer, theirs.orderNo)).toEqual([]);
    expect(await findOrders(admin, theirs.orderNo)).toEqual([theirs.orderId]);
    expect(await findOrders(engineer, '检索工单')).toEqual([mine.orderId]);
  });

  it("an engineer finds the customer of an order they serve by name and contact phone, not another's", async () => {
    expect(await findCustomers(engineer, mine.name)).toEqual([mine.customerId]);
    expect(await findCustomers(engineer, theirs.name)).toEqual([]);
    expect(await findCustomers(admin, theirs.name)).toEqual([theirs.customerId]);
    // the test customers' default contact phone (test-helpers contact())
    expect(await findCustomers(engineer, '13912345678')).toContain(mine.customerId);
    expect(await findCustomers(engineer, '13912345678')).not.toContain(theirs.customerId);
  });

  it('serial: equipment by part of its serial number only, within the data scope', async () => {
    expect(await findEquipment(engineer, mine.serial)).toEqual([mine.equipmentId]);
    expect(await findEquipment(engineer, theirs.serial)).toEqual([]);
    expect(await findEquipment(admin, theirs.serial.slice(1))).toEqual([theirs.equipmentId]);
    // the serial filter does not match the customer's name (the list's keyword does)
    expect(await findEquipment(admin, theirs.name)).toEqual([]);
    expect(
      await ids(admin, `/api/v2/customerProduct/list?keyword=${encodeURIComponent(theirs.name)}`),
    ).toEqual([theirs.equipmentId]);
  });
});
