import { asc, eq, isNull } from 'drizzle-orm';
import { FORM_KINDS, QR_LOG_ACTIONS, SERVICE_REQUEST_STATES } from '@fieldline/domain';
import type { Db } from '../../db/client';
import {
  customerProducts,
  customers,
  products,
  qrBatches,
  qrCodeLogs,
  qrCodes,
  serviceRequests,
} from '../../db/schema';
import { mine } from '../../core/tenant';
import { fieldDefsOf } from '../forms';
import { newCode } from '../qrcodes';

/** 'YYYY-MM-DD' of today plus `days` (UTC calendar). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const DEMO_EQUIPMENT = 40;
const DEMO_CODES = 20;
const DEMO_BOUND = 8;

/** Warranty length in days by row, so the demo has products in, out of and about to leave warranty. */
function warrantyDays(i: number, installedDaysAgo: number) {
  if (i % 8 === 0) return installedDaysAgo + 5 + (i % 20); // ends within 30 days: "expiring"
  if (i % 5 === 0) return Math.max(30, installedDaysAgo - 40); // ended 40 days ago
  return [365, 730, 1095][i % 3]!;
}

/**
 * Demo equipment: forty customer products of the demo customers across the catalogue's
 * categories, with serial numbers and dates; the QR batch "demo_batch_1" of twenty codes, eight of
 * them bound; and a few service requests reported by scanning. Runs after the customers and
 * products demo (it reads their ids; neither module offers a list call without a session).
 */
export async function seedDemoEquipment(tx: Db, enterpriseId: number, userIds: Map<string, number>) {
  const ep = enterpriseId;
  const admin = userIds.get('13800000001')!;
  const catalogue = await tx
    .select({ id: products.id, number: products.number })
    .from(products)
    .where(mine(ep, products, isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  const owners = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(mine(ep, customers, isNull(customers.deletedAt)))
    .orderBy(asc(customers.id));
  if (!catalogue.length || !owners.length) return;
  const { templateId } = await fieldDefsOf({ db: tx, enterpriseId: ep }, FORM_KINDS.customerProduct);

  const rows = Array.from({ length: DEMO_EQUIPMENT }, (_, i) => {
    const product = catalogue[(i * 7) % catalogue.length]!;
    const installedDaysAgo = 20 + ((i * 53) % 1000);
    const install = -installedDaysAgo;
    return {
      enterpriseId: ep,
      customerId: owners[i % owners.length]!.id,
      productId: product.id,
      serialNumber: `${(product.number ?? 'SN').replace(/-/g, '')}${String(2024 + (i % 3))}${String(1000 + i * 37).padStart(5, '0')}`,
      productionDate: day(install - 60),
      purchaseDate: day(install - 5),
      deliveryDate: day(install - 2),
      installDate: day(install),
      warrantyStart: day(install),
      warrantyEnd: day(install + warrantyDays(i, installedDaysAgo)),
      templateId,
      customValues: {},
      createdBy: admin,
      createdAt: new Date(Date.now() - (DEMO_EQUIPMENT - i) * 3_600_000),
    };
  });
  const equipment = await tx.insert(customerProducts).values(rows).returning({ id: customerProducts.id });

  const [batch] = await tx
    .insert(qrBatches)
    .values({ enterpriseId: ep, name: 'demo_batch_1', count: DEMO_CODES, createdBy: admin })
    .returning({ id: qrBatches.id });
  const codes = await tx
    .insert(qrCodes)
    .values(
      Array.from({ length: DEMO_CODES }, () => ({ enterpriseId: ep, batchId: batch!.id, code: newCode() })),
    )
    .returning({ id: qrCodes.id });
  await tx.insert(qrCodeLogs).values(
    Array.from({ length: DEMO_BOUND }, (_, i) => ({
      enterpriseId: ep,
      qrCodeId: codes[i]!.id,
      customerProductId: equipment[i]!.id,
      action: QR_LOG_ACTIONS.bind,
      userId: admin,
    })),
  );
  for (let i = 0; i < DEMO_BOUND; i++)
    await tx
      .update(customerProducts)
      .set({ qrCodeId: codes[i]!.id, qrBoundAt: new Date() })
      .where(mine(ep, customerProducts, eq(customerProducts.id, equipment[i]!.id)));

  await tx.insert(serviceRequests).values(
    [
      ['刘女士', '13912340001', '空调开机后不制冷，室外机不转。', SERVICE_REQUEST_STATES.new],
      ['陈先生', '13912340002', '热水器显示E4故障代码。', SERVICE_REQUEST_STATES.new],
      ['周经理', '13912340003', '净水器出水变慢，需要更换滤芯。', SERVICE_REQUEST_STATES.handled],
    ].map(([contactName, phone, description, state], i) => ({
      enterpriseId: ep,
      customerProductId: equipment[i]!.id,
      qrCodeId: codes[i]!.id,
      contactName: contactName as string,
      phone: phone as string,
      description: description as string,
      state: state as number,
      handledBy: state === SERVICE_REQUEST_STATES.handled ? admin : null,
      handledAt: state === SERVICE_REQUEST_STATES.handled ? new Date() : null,
    })),
  );
}
