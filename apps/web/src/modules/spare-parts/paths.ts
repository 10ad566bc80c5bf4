import { generatePath } from 'react-router-dom';

/** The spare-parts pages of spec-shell (SS:249-263) and their settings (/spareOutAndIn). */
export const SPARE_PATHS = {
  types: '/spareType',
  parts: '/spareList',
  partDetail: '/spareList/detail/:id',
  stock: '/spareStock',
  warning: '/sparewarning',
  log: '/sparelog',
  stockLog: '/stockLog',
  request: '/spareGet',
  allotted: '/spareAllotted',
  mine: '/spareMine',
  waste: '/spareWaste',
  distributed: '/spareDistributed',
  stocktaking: '/stockTaking',
  examine: '/spareExamine',
  settings: '/spareOutAndIn',
  oldParts: '/oldPartsRecyle',
  oldPartScan: '/oldPartsRecyle/scan',
} as const;

export const partDetailPath = (id: number) => generatePath(SPARE_PATHS.partDetail, { id: String(id) });
