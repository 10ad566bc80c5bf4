import { FORM_KINDS, ORDER_SOURCES, ORDER_TITLE_MAX, initialState, nodeEnabled } from '@fieldline/domain';
import type { TenantDb } from '../../core/tenant';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { fieldDefsOf } from '../forms';
import { nextOrderNo, searchTextOf } from './create';
import { writeLog } from './log';
import { resolveAddress } from './parts';

export interface ScanReport {
  enterpriseId: number;
  customerId: number;
  customerName: string;
  customerProductId: number;
  contactName: string;
  phone: string;
  description: string;
}

/**
 * A fault reported on the public scan page becomes a work order of the code's enterprise (issue 6):
 * the default order template, the product's customer and default address, the reporter as contact,
 * the fault as title and description. It waits for reception (pending acceptance) when the template
 * has that node, else for assignment; nobody on the staff is its creator. Runs in the caller's
 * transaction so the report and its order are written together.
 */
export async function createScanOrder(tx: Db, r: ScanReport) {
  const t: TenantDb = { db: tx, enterpriseId: r.enterpriseId };
  const set = await fieldDefsOf(t, FORM_KINDS.order);
  const address = await resolveAddress(t, r.customerId, {});
  const state = initialState(ORDER_SOURCES.qrScan, false, nodeEnabled(set.settings, 'accept'));
  const orderNo = await nextOrderNo(t);
  const title = [...r.description.replace(/\s+/g, ' ').trim()].slice(0, ORDER_TITLE_MAX).join('');
  const contact = { contactName: r.contactName, contactPhone: r.phone };
  const [row] = await tx
    .insert(orders)
    .values({
      enterpriseId: t.enterpriseId,
      orderNo,
      templateId: set.templateId,
      source: ORDER_SOURCES.qrScan,
      title,
      state,
      customerId: r.customerId,
      customerName: r.customerName,
      customerProductId: r.customerProductId,
      ...contact,
      ...address,
      appointmentAt: new Date(),
      description: r.description,
      searchText: searchTextOf({ orderNo, title, customerName: r.customerName, ...contact }),
      createdBy: null,
    })
    .returning({ id: orders.id });
  await writeLog(t, row!.id, null, { action: 'create', toState: state, note: r.description });
  return { id: row!.id, orderNo, state };
}
