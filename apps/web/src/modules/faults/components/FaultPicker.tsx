import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_FAULTS_MAX } from '@fieldline/domain';
import { FAULT_KEY, fetchFaultOptions } from '../api';

/**
 * The completion's fault pick (issue 28): phenomena fitting the order's customer product (its
 * category and those above it) and the general ones; at most ORDER_FAULTS_MAX.
 */
export function FaultPicker({
  customerProductId,
  value,
  onChange,
}: {
  customerProductId: number | null;
  value?: number[];
  onChange?(v: number[]): void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: [...FAULT_KEY, 'options', customerProductId ?? 0],
    queryFn: () => fetchFaultOptions(customerProductId),
  });
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={(v: number[]) => onChange?.(v.slice(0, ORDER_FAULTS_MAX))}
      loading={isLoading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('faults.picker.placeholder')}
      notFoundContent={t('faults.picker.empty')}
      options={data?.map((f) => ({ value: f.id, label: f.name }))}
      maxCount={ORDER_FAULTS_MAX}
      data-testid="complete-faults"
    />
  );
}
