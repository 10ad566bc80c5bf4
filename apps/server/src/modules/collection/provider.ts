import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_LINK_MINUTES, formatCents, toCents } from '@fieldline/domain';
import { paymentSigningKeys } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import { collectionErrors } from './errors';

/** What a provider is asked to collect: an order's collection, an amount, where the product is served. */
export interface PaymentRequest {
  collectionId: number;
  orderNo: string;
  amount: string;
  /** The product's own origin (scheme and host), for links back to it. */
  origin: string;
}
/** What the customer scans: a URL (the QR's content) valid until `expiresAt`. */
export interface PaymentLink {
  url: string;
  expiresAt: string;
  provider: string;
}

/**
 * The payment provider interface (DESIGN.md "Integrations"): it turns a request into a link the
 * customer opens by scanning, and later tells the product a payment was made (the local provider
 * through its own page; a real one through its notification, which calls `confirmCollection`).
 */
export interface PaymentProvider {
  name: string;
  createLink(t: TenantDb, req: PaymentRequest): Promise<PaymentLink>;
}

/** A verified payment link: whose, which collection, how much, its one-time id. */
export interface VerifiedLink {
  enterpriseId: number;
  collectionId: number;
  amount: string;
  tokenId: string;
  expired: boolean;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/**
 * Makes the enterprise's signing key once (with its first collection or online method), so that
 * drawing a QR (a GET) writes nothing.
 */
export async function ensureSigningKey(t: TenantDb) {
  await t.db
    .insert(paymentSigningKeys)
    .values({ enterpriseId: t.enterpriseId, secret: b64(randomBytes(32)) })
    .onConflictDoNothing();
}

async function signingKey(t: TenantDb): Promise<Buffer> {
  const [found] = await t.db
    .select({ secret: paymentSigningKeys.secret })
    .from(paymentSigningKeys)
    .where(mine(t, paymentSigningKeys));
  if (!found) throw collectionErrors.ONLINE_NOT_ENABLED();
  return Buffer.from(found.secret, 'base64url');
}

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** `<enterprise>.<payload>.<signature>`: the payload names the collection, amount (cents), expiry and a nonce. */
export async function signLink(
  t: TenantDb,
  collectionId: number,
  amount: string,
  minutes = PAYMENT_LINK_MINUTES,
) {
  const key = await signingKey(t);
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  const payload = b64(
    JSON.stringify({
      c: collectionId,
      a: toCents(amount).toString(),
      x: Math.floor(expiresAt.getTime() / 1000),
      n: b64(randomBytes(12)),
    }),
  );
  const head = `${t.enterpriseId}.${payload}`;
  return { token: `${head}.${b64(sign(key, head))}`, expiresAt };
}

/** Checks a link's signature with its enterprise's key; a forged or altered one is LINK_INVALID. */
export async function verifyLink(t: TenantDb, token: string): Promise<VerifiedLink> {
  const [e, payload, signature] = token.split('.');
  if (!e || !payload || !signature || Number(e) !== t.enterpriseId) throw collectionErrors.LINK_INVALID();
  const [found] = await t.db
    .select({ secret: paymentSigningKeys.secret })
    .from(paymentSigningKeys)
    .where(mine(t, paymentSigningKeys));
  if (!found) throw collectionErrors.LINK_INVALID();
  const expected = sign(Buffer.from(found.secret, 'base64url'), `${e}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw collectionErrors.LINK_INVALID();
  let data: { c: number; a: string; x: number; n: string };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw collectionErrors.LINK_INVALID();
  }
  return {
    enterpriseId: t.enterpriseId,
    collectionId: Number(data.c),
    amount: formatCents(BigInt(data.a)),
    tokenId: data.n,
    expired: data.x * 1000 < Date.now(),
  };
}

/** The enterprise a token claims (verified afterwards with that enterprise's key), or null. */
export const enterpriseOfToken = (token: string) => {
  const e = Number(token.split('.')[0]);
  return Number.isSafeInteger(e) && e > 0 ? e : null;
};

/**
 * The local default: the QR opens a payment page the product serves itself (GET
 * /api/v2/collection/pay/:token), where confirming records the online payment. No external
 * account; a real provider replaces it through `setPaymentProvider` (configuration).
 */
export const localPaymentProvider: PaymentProvider = {
  name: 'local',
  async createLink(t, req) {
    const { token, expiresAt } = await signLink(t, req.collectionId, req.amount);
    return {
      url: `${req.origin}/api/v2/collection/pay/${token}`,
      expiresAt: expiresAt.toISOString(),
      provider: 'local',
    };
  },
};

let provider: PaymentProvider = localPaymentProvider;
export const paymentProvider = () => provider;
export const setPaymentProvider = (p: PaymentProvider) => {
  provider = p;
};
