/** What other modules use of customer equipment (QR codes, scans); the rest is internal. */
export { equipmentRoutes } from './routes';
export { warrantyStateSql } from './queries';
export {
  equipmentActor,
  equipmentHoldingCode,
  lockEquipment,
  logQrCode,
  requireEquipment,
  setEquipmentQrCode,
} from './service';
export { seedDemoEquipment } from './demo';
export { warrantyEndingBetween, type WarrantyEnding } from './warranty-ending';
