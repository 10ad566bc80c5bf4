import type { TenantDb } from '../../core/tenant';

/**
 * The sales contract an order belongs to (issue 25, /createOrder?belongSaleContractId, SS:173): the
 * contracts module registers the check (the contract is live in the enterprise and is the order's
 * customer's), so orders need not import contracts. Without a registered check the field is refused.
 */
export type SaleContractCheck = (t: TenantDb, contractId: number, customerId: number | null) => Promise<void>;
let check: SaleContractCheck | null = null;
export function registerSaleContractCheck(fn: SaleContractCheck) {
  check = fn;
}
/** Refuses (naming belongSaleContractId) a contract the order may not belong to; null clears it. */
export async function checkSaleContract(
  t: TenantDb,
  contractId: number | null | undefined,
  customerId: number | null,
) {
  if (!contractId) return;
  if (!check) throw new Error('no sales contract check registered');
  await check(t, contractId, customerId);
}
