import { Button, Card, Input, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAULT_ACCESS, type FaultPhenomenon } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { runAction } from '../../../shell/submit';
import { useCan } from '../../../shell/session/useCan';
import { FAULT_KEY, deleteFault, fetchFaults, type FaultQuery } from '../api';
import { CategorySelect } from '../components/CategorySelect';
import { FaultModal } from '../components/FaultModal';

/**
 * /faultPhenomenon: the fault dictionary (issue 28). Phenomena of a product category (and those under
 * it) or of every product, which engineers pick when they complete an order; the fault reports count them.
 */
export default function FaultListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<FaultPhenomenon | 'new'>();
  const [conditions, setConditions] = useState<FaultQuery>({});
  const none = t('faults.common.none');
  const actions = can(FAULT_ACCESS.edit) || can(FAULT_ACCESS.remove);
  const columns: DataColumn<FaultPhenomenon>[] = [
    { key: 'name', title: t('faults.fields.name'), width: 160, dataIndex: 'name' },
    {
      key: 'category',
      title: t('faults.fields.category'),
      width: 200,
      render: (_v, f) => f.categoryPath ?? <Tag>{t('faults.fields.allProducts')}</Tag>,
    },
    {
      key: 'description',
      title: t('faults.fields.description'),
      width: 240,
      render: (_v, f) => f.description || none,
    },
    { key: 'sort', title: t('faults.fields.sort'), width: 80, dataIndex: 'sort' },
    {
      key: 'enabled',
      title: t('faults.fields.enabled'),
      width: 90,
      render: (_v, f) =>
        f.enabled ? <Tag color="green">{t('faults.common.on')}</Tag> : <Tag>{t('faults.common.off')}</Tag>,
    },
    { key: 'uses', title: t('faults.list.uses'), width: 100, dataIndex: 'uses' },
    ...(actions
      ? [
          {
            title: t('faults.common.actions'),
            width: 130,
            render: (_v: unknown, f: FaultPhenomenon) => (
              <Space size={0}>
                {can(FAULT_ACCESS.edit) && (
                  <Button type="link" size="small" onClick={() => setEditing(f)}>
                    {t('faults.common.edit')}
                  </Button>
                )}
                {can(FAULT_ACCESS.remove) && (
                  <Popconfirm
                    title={t('faults.list.deleteConfirm', { name: f.name })}
                    okText={t('faults.common.delete')}
                    cancelText={t('faults.common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      void runAction(() => deleteFault(f.id)).then((ok) => {
                        if (ok) void queryClient.invalidateQueries({ queryKey: FAULT_KEY });
                      })
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('faults.common.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t('faults.routes.faultPhenomenon')}>
      <DataTable<FaultPhenomenon, FaultQuery>
        tableId="faults"
        queryKey={[...FAULT_KEY, 'list']}
        fetchPage={fetchFaults}
        conditions={conditions}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('faults.list.keyword')}
              onSearch={(keyword) => setConditions((c) => ({ ...c, keyword: keyword || undefined }))}
              style={{ width: 200 }}
            />
            <CategorySelect
              placeholder={t('faults.list.anyCategory')}
              onChange={(categoryId) => setConditions((c) => ({ ...c, categoryId: categoryId ?? undefined }))}
              value={conditions.categoryId}
            />
            {can(FAULT_ACCESS.create) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="fault-add"
              >
                {t('faults.list.add')}
              </Button>
            )}
          </Space>
        }
      />
      {editing && (
        <FaultModal fault={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
