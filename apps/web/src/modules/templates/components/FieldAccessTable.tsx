import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_LABELS, type FieldAccess } from '@fieldline/domain';
import { currentLocale } from '../../../shell/i18n';
import type { AccessRow } from '../settings';
import { RoleTypeSelect } from './RoleTypeSelect';

interface Props {
  rows: AccessRow[];
  access: Record<string, FieldAccess>;
  onChange(fieldKey: string, right: keyof FieldAccess, roleTypes: number[]): void;
}

/** Per field: the role types that may edit it and that may see it (none chosen = every role). */
export function FieldAccessTable({ rows, access, onChange }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const picker = (right: keyof FieldAccess) => (_v: unknown, row: AccessRow) => (
    <RoleTypeSelect
      value={access[row.key]?.[right] ?? []}
      onChange={(v) => onChange(row.key, right, v)}
      aria-label={t(right === 'edit' ? 'templates.access.edit' : 'templates.access.view')}
      data-testid={`access-${right}-${row.key}`}
    />
  );
  return (
    <Table<AccessRow>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.access.noFields')} />
        ),
      }}
      columns={[
        {
          key: 'name',
          title: t('templates.access.field'),
          dataIndex: 'name',
          width: 200,
          render: (name: string, row) => (
            <>
              {name}{' '}
              <Tag color={row.system ? 'blue' : 'default'}>
                {t(row.system ? 'templates.access.system' : 'templates.access.custom')}
              </Tag>
            </>
          ),
        },
        {
          key: 'type',
          title: t('templates.access.type'),
          dataIndex: 'type',
          width: 120,
          render: (type: AccessRow['type']) => CONTROL_LABELS[type]?.[locale] ?? type,
        },
        { key: 'edit', title: t('templates.access.edit'), width: 300, render: picker('edit') },
        { key: 'view', title: t('templates.access.view'), width: 300, render: picker('view') },
      ]}
      scroll={{ x: 'max-content' }}
      data-testid="field-access-table"
    />
  );
}
