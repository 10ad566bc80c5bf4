import { generatePath } from 'react-router-dom';

/** Settlement pages of spec-shell (SS:157-163, SS:60-61) and the reward form. */
export const SETTLEMENT_PATHS = {
  personal: '/personalCommission',
  personalDetail: '/personalCommission/detail/:id',
  team: '/groupCommission',
  teamDetail: '/groupCommission/detail/:id',
  rules: '/commission',
  settings: '/financeSetting',
  ruleEdit: '/personalSettlementSetDetail/:id',
  fines: '/FineControlList',
  fineNew: '/NewlyAddedFineControl',
} as const;

export const NEW_RULE = 'new';
export const billDetailPath = (kind: 1 | 2, id: number) =>
  generatePath(kind === 1 ? SETTLEMENT_PATHS.personalDetail : SETTLEMENT_PATHS.teamDetail, {
    id: String(id),
  });
export const ruleEditPath = (id: number | typeof NEW_RULE) =>
  generatePath(SETTLEMENT_PATHS.ruleEdit, { id: String(id) });
