import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ACCESS, DEFAULT_ROLES, ROLE_TYPES } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addEquipment, demoRefs, listIds, uniqueSerial } from '../equipment/test-helpers';
import { createOrder, orderTemplateId } from '../orders/test-helpers';
import { userId } from '../../test/data';
import { addCustomer, visibleIds } from './test-helpers';

let t: TestApp;
let admin: Session;
let engineer: Session;
let engineerId: number;
let otherEngineerId: number;
let productId: number;
let templateId: number;

/** A customer of the administrator's with one piece of equipment, and an order for it. */
async function customerWithOrder(order: { serverUserId: number; collaboratorIds?: number[] }) {
  const customerId = await addCustomer(t, admin);
  const equipmentId = await addEquipment(t, admin, { customerId, productId, serialNumber: uniqueSerial() });
  const { id: orderId } = await createOrder(t, admin, {
    templateId,
    customerId,
    customerProductId: equipmentId,
    ...order,
  });
  return { customerId, equipmentId, orderId };
}

const customerDetail = (s: Session, id: number) => as(t, s).get(`/api/v2/customer/detail?id=${id}`);
const equipmentDetail = (s: Session, id: number) => as(t, s).get(`/api/v2/customerProduct/detail?id=${id}`);

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  engineer = await loginAs(t.app, 'serviceStaff2');
  engineerId = await userId(t, 'serviceStaff2');
  otherEngineerId = await userId(t, 'serviceStaff');
  productId = (await demoRefs(t)).productId;
  templateId = await orderTemplateId(t);
});
afterAll(() => t.close());

describe('spec-business §6: someone serving an order may read its customer and equipment', () => {
  it("the order's server reads its customer, contacts and equipment, and the lists show them", async () => {
    const { customerId, equipmentId } = await customerWithOrder({ serverUserId: engineerId });
    const detail = await customerDetail(engineer, customerId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ id: customerId, contacts: [expect.objectContaining({})] });
    const contacts = await as(t, engineer).get(`/api/v2/customer/epLinkPersonList?customerId=${customerId}`);
    expect(contacts.json().data.total).toBe(1);
    expect((await equipmentDetail(engineer, equipmentId)).statusCode).toBe(200);
    expect(await visibleIds(t, engineer)).toContain(customerId);
    expect(await listIds(t, engineer, `&customerId=${customerId}`)).toEqual([equipmentId]);
  });

  it('a collaborator on the order reads its customer and equipment', async () => {
    const { customerId, equipmentId } = await customerWithOrder({
      serverUserId: otherEngineerId,
      collaboratorIds: [engineerId],
    });
    const customer = await customerDetail(engineer, customerId);
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json().data).toMatchObject({ id: customerId, contacts: [expect.objectContaining({})] });
    const equipment = await equipmentDetail(engineer, equipmentId);
    expect(equipment.statusCode, equipment.body).toBe(200);
    expect(equipment.json().data).toMatchObject({ id: equipmentId, customerId });
  });

  it('an order someone else serves grants nothing: its customer and equipment answer 404 and stay off the lists', async () => {
    const { customerId, equipmentId } = await customerWithOrder({ serverUserId: otherEngineerId });
    expectRefusal(await customerDetail(engineer, customerId), 404, 'CUSTOMER_NOT_FOUND');
    expectRefusal(await equipmentDetail(engineer, equipmentId), 404, 'EQUIPMENT_NOT_FOUND');
    expect(await visibleIds(t, engineer)).not.toContain(customerId);
    expect(await listIds(t, engineer, `&customerId=${customerId}`)).toEqual([]);
  });

  it('an archived order grants nothing (archived orders hide customer information from service staff)', async () => {
    const { customerId, equipmentId, orderId } = await customerWithOrder({ serverUserId: engineerId });
    expect((await customerDetail(engineer, customerId)).statusCode).toBe(200);
    const archived = await as(t, admin).put('/api/v2/order/archive', { ids: [orderId], archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expectRefusal(await customerDetail(engineer, customerId), 404, 'CUSTOMER_NOT_FOUND');
    expectRefusal(await equipmentDetail(engineer, equipmentId), 404, 'EQUIPMENT_NOT_FOUND');
    expect(await visibleIds(t, engineer)).not.toContain(customerId);
  });

  it('serving grants reading only: a server whose role may edit customers cannot change one it only serves', async () => {
    const staff = DEFAULT_ROLES.find((r) => r.type === ROLE_TYPES.serviceStaff)!;
    const role = await as(t, admin).post('/api/role', {
      name: '可编辑客户的服务人员',
      permissions: [...staff.permissions, CUSTOMER_ACCESS.edit],
      dataScope: staff.dataScope,
    });
    expect(role.statusCode, role.body).toBe(200);
    const updated = await as(t, admin).put(`/api/user/${engineerId}`, { roleIds: [role.json().data.id] });
    expect(updated.statusCode, updated.body).toBe(200);
    const editor = await loginAs(t.app, 'serviceStaff2');
    const { customerId } = await customerWithOrder({ serverUserId: engineerId });
    expect((await customerDetail(editor, customerId)).statusCode).toBe(200);
    expectRefusal(
      await as(t, editor).put('/api/v2/customer/update', { id: customerId, name: '改名' }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    expectRefusal(
      await as(t, editor).post('/api/customer/linkperson/save', {
        customerId,
        name: '李四',
        phone: '13912345679',
      }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
  });
});
