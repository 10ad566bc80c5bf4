import { EQUIPMENT_ACCESS, type EquipmentRow, type Page } from '@fieldline/domain';
import { equipmentDetailPath } from '../../modules/equipment/paths';
import { get } from '../request';
import { registerSearchProvider, SEARCH_GROUP_SIZE } from './registry';

/**
 * Equipment by part of its serial number (GET /v2/customerProduct/list?serial=: the equipment of the
 * customers the caller may see, on the serial number's index); a hit opens the product file.
 */
export function registerEquipmentSearch() {
  return registerSearchProvider({
    key: 'equipment',
    label: (t) => t('shell.search.equipment'),
    permission: EQUIPMENT_ACCESS.view,
    async search(serial) {
      const { list } = await get<Page<EquipmentRow>>(
        '/v2/customerProduct/list',
        { serial, pageSize: SEARCH_GROUP_SIZE, pageIndex: 0 },
        { silent: true },
      );
      return list.map((e) => ({
        key: String(e.id),
        title: e.serialNumber ?? e.productName,
        description: [e.productName, e.customerName].join(' · '),
        to: equipmentDetailPath(e.id),
      }));
    },
  });
}
