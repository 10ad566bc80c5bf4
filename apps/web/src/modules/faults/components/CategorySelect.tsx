import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@fieldline/domain';
import { FAULT_KEY, fetchCategories } from '../api';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toOptions = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** A product category (any level); empty means every product. */
export function CategorySelect({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value?: number | null;
  onChange?(v: number | null): void;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: [...FAULT_KEY, 'categories'], queryFn: fetchCategories });
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      treeData={toOptions(data ?? [])}
      allowClear
      treeDefaultExpandAll
      placeholder={placeholder ?? t('faults.fields.allProducts')}
      style={{ minWidth: 200 }}
      data-testid={testId}
    />
  );
}
