import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPARE_KEY, fetchParts, fetchPeople, fetchWarehouses } from '../api';

type PickerProps = {
  value?: number;
  onChange?(v: number): void;
  testId?: string;
  kind?: 1 | 2;
  allowClear?: boolean;
};

/** A warehouse of the enterprise (of one kind when given). */
export function WarehouseSelect({ value, onChange, testId, kind, allowClear }: PickerProps) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: [...SPARE_KEY, 'warehouses', kind ?? 0],
    queryFn: () => fetchWarehouses({ pageSize: 200, pageIndex: 0, ...(kind ? { kind } : {}) }),
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={t('spareParts.common.chooseWarehouse')}
      options={data?.list.map((w) => ({ value: w.id, label: w.name }))}
      data-testid={testId}
      style={{ minWidth: 160 }}
    />
  );
}

/** A spare part of the catalogue, by code and name. */
export function PartSelect({ value, onChange, testId }: PickerProps) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: [...SPARE_KEY, 'partOptions'],
    queryFn: () => fetchParts({ pageSize: 500, pageIndex: 0 }),
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      placeholder={t('spareParts.common.choosePart')}
      options={data?.list.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
      data-testid={testId}
      style={{ minWidth: 180 }}
    />
  );
}

/** An enabled user of the enterprise. */
export function PersonSelect({ value, onChange, testId }: PickerProps) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: [...SPARE_KEY, 'people'], queryFn: fetchPeople });
  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      placeholder={t('spareParts.common.choosePerson')}
      options={data?.list.map((u) => ({ value: u.id, label: u.name }))}
      data-testid={testId}
      style={{ minWidth: 160 }}
    />
  );
}
