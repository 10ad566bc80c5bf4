/** Loaders of the sign-in fields' schemas (schemas.ts) for `useFieldRules().field`. */
const load = () => import('./schemas');

export const LAZY_SCHEMAS = {
  phone: () => load().then((m) => m.phone),
  code: () => load().then((m) => m.code),
  password: () => load().then((m) => m.password),
  enterpriseId: () => load().then((m) => m.enterpriseId),
};
