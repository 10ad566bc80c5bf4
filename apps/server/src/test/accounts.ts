import type { RoleTypeKey } from '@fieldline/domain';
import { DEMO_USERS } from '../seed/demo';
import { FREE_DEMO_USERS } from '../seed/demo-free';

const seeded = (users: readonly { phone: string; role: RoleTypeKey }[], role: RoleTypeKey, nth = 0) => {
  const user = users.filter((u) => u.role === role)[nth];
  if (!user) throw new Error(`the demo seed has no ${role} number ${nth + 1}`);
  return user.phone;
};

/**
 * The seeded demo accounts by the names tests sign in with (`loginAs(app, 'dispatcher')`): one per
 * role type of the demo enterprise (seed/demo.ts; teams and tags in seed/demo-organization.ts), its
 * second service staff member, and the free enterprise's two (seed/demo-free.ts). All share
 * DEMO_PASSWORD. Their phone numbers are written in the seed only.
 */
export const DEMO_ACCOUNTS = {
  /** 王管理, the demo enterprise's administrator (and the default platform administrator). */
  administrator: seeded(DEMO_USERS, 'administrator'),
  /** 李派单, service department; a dispatcher of the headquarters team. */
  dispatcher: seeded(DEMO_USERS, 'dispatcher'),
  /** 张师傅, service department; in the headquarters team, tagged senior. */
  serviceStaff: seeded(DEMO_USERS, 'serviceStaff'),
  /** 赵师傅, service department; only in the East China branch team, tagged newcomer. */
  serviceStaff2: seeded(DEMO_USERS, 'serviceStaff', 1),
  /** 陈受理, customer care. */
  reception: seeded(DEMO_USERS, 'reception'),
  /** 刘回访, customer care. */
  returnVisit: seeded(DEMO_USERS, 'returnVisit'),
  /** 杨财务, finance department. */
  finance: seeded(DEMO_USERS, 'finance'),
  /** 黄仓管, warehouse. */
  warehouseKeeper: seeded(DEMO_USERS, 'warehouseKeeper'),
  /** 周总监, root department. */
  director: seeded(DEMO_USERS, 'director'),
  /** 吴销售, root department. */
  salesperson: seeded(DEMO_USERS, 'salesperson'),
  /** 郑员工, root department. */
  employee: seeded(DEMO_USERS, 'employee'),
  /** 孙管理, the free enterprise's administrator. */
  freeAdministrator: seeded(FREE_DEMO_USERS, 'administrator'),
  /** 钱师傅, the free enterprise's service staff member. */
  freeServiceStaff: seeded(FREE_DEMO_USERS, 'serviceStaff'),
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The accounts of the demo enterprise itself (not of the free one). */
export type DemoEnterpriseAccount = Exclude<DemoAccount, 'freeAdministrator' | 'freeServiceStaff'>;

/** The phone number of an account a test makes itself (digits, so a misspelt account name does not compile). */
export type Phone = `${number}`;

/** A demo account's phone number, for payloads and expectations that name the account by number. */
export const phoneOf = (account: DemoAccount): string => DEMO_ACCOUNTS[account];

/** A demo account's phone number, or the phone number given. */
export const resolvePhone = (who: DemoAccount | Phone): string =>
  Object.hasOwn(DEMO_ACCOUNTS, who) ? DEMO_ACCOUNTS[who as DemoAccount] : who;

const BY_PHONE = new Map<string, DemoAccount>(
  Object.entries(DEMO_ACCOUNTS).map(([name, phone]) => [phone, name as DemoAccount]),
);

/** The demo account of a phone number (as lists answer them), or the number itself for any other account. */
export const accountOf = (phone: string): DemoAccount | string => BY_PHONE.get(phone) ?? phone;
