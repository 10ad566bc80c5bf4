import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LOGIN_FAILURE_LIMIT,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_MS,
  VERIFICATION_CODE_TTL_MS,
  type CodeLoginInput,
  type CodePurpose,
  type Locale,
  type PasswordSetInput,
  type PwdLoginInput,
  type RegisterInput,
  type SendCodeInput,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import { sessions, users, verificationCodes } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import { hashPassword, newNumericCode, newToken, sha256, verifyPassword } from '../../core/crypto';
import { createEnterprise, createUser } from '../tenancy';
import { authErrors } from './errors';
import * as q from './queries';

const codeHash = (phone: string, purpose: string, code: string) => sha256(`${phone}:${purpose}:${code}`);

const SMS_TEXT: Record<CodePurpose, Record<Locale, string>> = {
  login: {
    zh_CN: '您的登录验证码为{code}，5分钟内有效。',
    en_GB: 'Your sign-in code is {code}, valid for 5 minutes.',
  },
  register: {
    zh_CN: '您的注册验证码为{code}，5分钟内有效。',
    en_GB: 'Your registration code is {code}, valid for 5 minutes.',
  },
  reset: {
    zh_CN: '您正在重置密码，验证码为{code}，5分钟内有效。',
    en_GB: 'Your password reset code is {code}, valid for 5 minutes.',
  },
};

export async function sendCode(ctx: AppContext, input: SendCodeInput, locale: Locale) {
  if (input.purpose !== 'register' && (await q.accountsByPhone(ctx.db, input.phone)).length === 0) {
    throw authErrors.ACCOUNT_NOT_FOUND({ field: 'phone' });
  }
  const code = newNumericCode(VERIFICATION_CODE_LENGTH);
  const row = {
    phone: input.phone,
    purpose: input.purpose,
    codeHash: codeHash(input.phone, input.purpose, code),
    attempts: 0,
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
  };
  // One send per phone per 60 s, decided atomically by the upsert's condition.
  const sent = await ctx.db
    .insert(verificationCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [verificationCodes.phone, verificationCodes.purpose],
      set: row,
      setWhere: sql`${verificationCodes.sentAt} < ${new Date(Date.now() - VERIFICATION_CODE_RESEND_MS).toISOString()}`,
    })
    .returning({ phone: verificationCodes.phone });
  if (sent.length === 0) {
    const existing = await q.findCode(ctx.db, input.phone, input.purpose);
    const wait = existing ? VERIFICATION_CODE_RESEND_MS - (Date.now() - existing.sentAt.getTime()) : 0;
    throw authErrors.CODE_TOO_FREQUENT({ params: { seconds: Math.max(1, Math.ceil(wait / 1000)) } });
  }
  await ctx.sms.send({
    phone: input.phone,
    template: `verification_${input.purpose}`,
    content: SMS_TEXT[input.purpose][locale].replace('{code}', code),
  });
}

/** Checks a code; a wrong one counts a try and the fifth wrong try voids it. */
async function checkCode(
  ctx: AppContext,
  phone: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
) {
  const row = await q.findCode(ctx.db, phone, purpose);
  if (!row || row.expiresAt.getTime() < Date.now()) throw authErrors.CODE_INVALID({ field: 'code' });
  if (row.codeHash !== codeHash(phone, purpose, code)) {
    const attempts = await q.countWrongTry(ctx.db, phone, purpose);
    if (attempts >= VERIFICATION_CODE_MAX_TRIES) {
      await q.deleteCode(ctx.db, phone, purpose);
      throw authErrors.CODE_VOIDED({ field: 'code' });
    }
    throw authErrors.CODE_INVALID({ field: 'code' });
  }
  if (consume) await q.deleteCode(ctx.db, phone, purpose);
}

export interface Client {
  ip: string;
  userAgent?: string;
}

const failureKeys = (phone: string, ip: string) => [`acct:${phone}`, `ip:${ip}`];

async function assertNotLocked(ctx: AppContext, phone: string, client: Client) {
  if ((await q.failureCounts(ctx.db, failureKeys(phone, client.ip))) >= LOGIN_FAILURE_LIMIT)
    throw authErrors.LOGIN_LOCKED();
}

export async function createSession(
  ctx: AppContext,
  user: { id: number; enterpriseId: number },
  client: Client,
) {
  const token = newToken();
  const csrfToken = newToken();
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    enterpriseId: user.enterpriseId,
    userId: user.id,
    csrfToken,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return { token, csrfToken };
}

type Account = Awaited<ReturnType<typeof q.accountsByPhone>>[number];

/** One account signs in; several (one number in several enterprises) answer a choice. */
async function finishLogin(
  ctx: AppContext,
  matches: Account[],
  enterpriseId: number | undefined,
  client: Client,
) {
  const chosen = enterpriseId ? matches.filter((m) => m.enterpriseId === enterpriseId) : matches;
  if (enterpriseId && chosen.length === 0) throw authErrors.ENTERPRISE_NOT_FOUND({ field: 'enterpriseId' });
  if (chosen.length > 1) {
    return { enterprises: chosen.map((m) => ({ id: m.enterpriseId, name: m.enterpriseName })) };
  }
  const account = chosen[0]!;
  return createSession(ctx, account, client);
}

export async function passwordLogin(ctx: AppContext, input: PwdLoginInput, client: Client) {
  await assertNotLocked(ctx, input.phone, client);
  const accounts = await q.accountsByPhone(ctx.db, input.phone);
  const matches: Account[] = [];
  for (const a of accounts.length ? accounts : [undefined]) {
    if (await verifyPassword(input.password, a?.passwordHash)) matches.push(a!);
  }
  if (matches.length === 0) {
    await q.recordFailures(ctx.db, failureKeys(input.phone, client.ip));
    throw authErrors.LOGIN_FAILED();
  }
  await q.clearFailures(ctx.db, `acct:${input.phone}`);
  return finishLogin(ctx, matches, input.enterpriseId, client);
}

export async function codeLogin(ctx: AppContext, input: CodeLoginInput, client: Client) {
  await assertNotLocked(ctx, input.phone, client);
  const accounts = await q.accountsByPhone(ctx.db, input.phone);
  const needsChoice = !input.enterpriseId && accounts.length > 1;
  try {
    await checkCode(ctx, input.phone, 'login', input.code, !needsChoice);
  } catch (err) {
    await q.recordFailures(ctx.db, failureKeys(input.phone, client.ip));
    throw err;
  }
  if (accounts.length === 0) throw authErrors.ACCOUNT_NOT_FOUND({ field: 'phone' });
  await q.clearFailures(ctx.db, `acct:${input.phone}`);
  return finishLogin(ctx, accounts, input.enterpriseId, client);
}

export async function register(ctx: AppContext, input: RegisterInput, locale: Locale, client: Client) {
  await checkCode(ctx, input.phone, 'register', input.code, true);
  const user = await ctx.db.transaction(async (tx) => {
    const ep = await createEnterprise(tx, { name: input.enterpriseName, locale: input.locale ?? locale });
    const id = await createUser(tx, {
      enterpriseId: ep.enterpriseId,
      phone: input.phone,
      name: input.name,
      password: input.password,
      departmentId: ep.rootDepartmentId,
      roleIds: [ep.roleIdByType.get(3)!],
      locale: input.locale ?? locale,
    });
    return { id, enterpriseId: ep.enterpriseId };
  });
  return createSession(ctx, user, client);
}

/** Forgotten password: the code proves the number; every account on it gets the new password. */
export async function setPassword(ctx: AppContext, input: PasswordSetInput) {
  const accounts = await q.accountsByPhone(ctx.db, input.phone);
  if (accounts.length === 0) throw authErrors.ACCOUNT_NOT_FOUND({ field: 'phone' });
  await checkCode(ctx, input.phone, 'reset', input.code, true);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.phone, input.phone), eq(users.enabled, true)));
    for (const a of accounts) {
      await tx.delete(sessions).where(mine(a.enterpriseId, sessions, eq(sessions.userId, a.id)));
    }
  });
  await q.clearFailures(ctx.db, `acct:${input.phone}`);
}

/** Ends the session of this request, in its enterprise. */
export const logout = (t: TenantDb, tokenHash: string) => q.deleteSession(t, tokenHash);

/** Ends every session of the given users (used when they are disabled or change password). */
export const endSessionsOf = (t: TenantDb, userIds: number[]) =>
  t.db.delete(sessions).where(mine(t, sessions, inArray(sessions.userId, userIds)));
