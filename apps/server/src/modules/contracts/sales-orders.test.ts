import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { createOrder, demoCustomerId, orderDetail, orderTemplateId } from '../orders/test-helpers';
import { today } from './test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let customerId: number;
let otherCustomerId: number;
let templateId: number;
let seq = 0;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  customerId = await demoCustomerId(t);
  otherCustomerId = await demoCustomerId(t, 1);
  templateId = await orderTemplateId(t);
}, 120_000);
afterAll(() => t?.close());

async function salesContract(forCustomer = customerId) {
  const res = await as(t, admin).post('/api/v2/salesContract/save', {
    contractNo: `SC-O-${++seq}`,
    name: '设备采购合同',
    customerId: forCustomer,
    contractDate: today(),
    products: [{ name: '冷水机组', quantity: 1, price: '50000.00' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

describe('orders belonging to a sales contract (belongSaleContractId, SS:173)', () => {
  it('an order raised from a contract belongs to it: the order detail names it, the contract lists it', async () => {
    const contractId = await salesContract();
    const order = await createOrder(t, dispatcher, {
      templateId,
      customerId,
      belongSaleContractId: contractId,
    });
    const d = await orderDetail(t, admin, order.id);
    expect(d.belongSaleContract).toMatchObject({ id: contractId, contractNo: `SC-O-${seq}` });
    const list = (await as(t, admin).get(`/api/v2/salesContract/orders?id=${contractId}`)).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: order.id, orderNo: order.orderNo }] });
    const plain = await createOrder(t, dispatcher, { templateId, customerId });
    expect((await orderDetail(t, admin, plain.id)).belongSaleContract).toBeNull();
  });

  it('another customer’s contract or an unknown one is refused (400 naming belongSaleContractId); nothing written', async () => {
    const contractId = await salesContract(otherCustomerId);
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/order/create', {
        templateId,
        customerId,
        title: '不属于该客户',
        appointmentAt: new Date(Date.now() + 7_200_000).toISOString(),
        belongSaleContractId: contractId,
      }),
      400,
      'ORDER_SALE_CONTRACT_CUSTOMER',
      'belongSaleContractId',
    );
    expect((await as(t, admin).get(`/api/v2/salesContract/orders?id=${contractId}`)).json().data.total).toBe(
      0,
    );
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/order/create', {
        templateId,
        customerId,
        title: '不存在的合同',
        appointmentAt: new Date(Date.now() + 7_200_000).toISOString(),
        belongSaleContractId: 99_999_999,
      }),
      400,
      'ORDER_SALE_CONTRACT_NOT_FOUND',
      'belongSaleContractId',
    );
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/order/create', {
        templateId,
        customerId,
        title: 'x',
        appointmentAt: new Date(Date.now() + 7_200_000).toISOString(),
        belongSaleContractId: 'abc',
      }),
      400,
      'VALIDATION',
      'belongSaleContractId',
    );
  });

  it('edit sets and clears it; the contract list follows', async () => {
    const contractId = await salesContract();
    const order = await createOrder(t, dispatcher, { templateId, customerId });
    const set = await as(t, dispatcher).put('/api/v2/order/edit', {
      id: order.id,
      belongSaleContractId: contractId,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await orderDetail(t, admin, order.id)).belongSaleContract?.id).toBe(contractId);
    expect((await as(t, admin).get(`/api/v2/salesContract/orders?id=${contractId}`)).json().data.total).toBe(
      1,
    );
    const cleared = await as(t, dispatcher).put('/api/v2/order/edit', {
      id: order.id,
      belongSaleContractId: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await orderDetail(t, admin, order.id)).belongSaleContract).toBeNull();
    expect((await as(t, admin).get(`/api/v2/salesContract/orders?id=${contractId}`)).json().data.total).toBe(
      0,
    );
  });

  it('the contract’s order list: another enterprise 404; service staff (no 11901) 403', async () => {
    const contractId = await salesContract();
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/salesContract/orders?id=${contractId}`),
      404,
      'CONTRACT_NOT_FOUND',
    );
    expect((await as(t, staff).get(`/api/v2/salesContract/orders?id=${contractId}`)).statusCode).toBe(403);
  });
});
