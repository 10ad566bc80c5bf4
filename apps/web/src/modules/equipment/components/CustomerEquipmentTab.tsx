import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EquipmentRow, PageQuery } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { EQUIPMENT_KEY, fetchEquipmentPage } from '../api';
import { equipmentDetailPath } from '../paths';
import { WarrantyTag, warrantyKey } from './WarrantyTag';

/** A customer's equipment (its detail page's "products" tab), each opening its own page. */
export function CustomerEquipmentTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: DataColumn<EquipmentRow>[] = [
    {
      key: 'product',
      title: t('equipment.fields.product'),
      width: 220,
      render: (_v, row) => (
        <Typography.Link
          onClick={() => navigate(equipmentDetailPath(row.id))}
          data-testid="customer-equipment"
        >
          {row.productName}
        </Typography.Link>
      ),
      exportValue: (row) => row.productName,
    },
    { key: 'model', title: t('equipment.fields.model'), dataIndex: 'productModel', width: 150 },
    { key: 'serialNumber', title: t('equipment.fields.serialNumber'), dataIndex: 'serialNumber', width: 180 },
    { key: 'category', title: t('equipment.fields.category'), dataIndex: 'categoryPath', width: 180 },
    {
      key: 'warranty',
      title: t('equipment.fields.warranty'),
      width: 120,
      render: (_v, row) => <WarrantyTag state={row.warrantyState} expiring={row.warrantyExpiring} />,
      exportValue: (row) => t(warrantyKey(row.warrantyState, row.warrantyExpiring)),
    },
    { key: 'warrantyEnd', title: t('equipment.fields.warrantyEnd'), dataIndex: 'warrantyEnd', width: 130 },
  ];
  return (
    <DataTable<EquipmentRow, { customerId: number }>
      tableId="customerEquipment"
      queryKey={[EQUIPMENT_KEY, 'ofCustomer']}
      fetchPage={(query: { customerId: number } & PageQuery) => fetchEquipmentPage(query)}
      conditions={{ customerId }}
      columns={columns}
      rowKey="id"
    />
  );
}
