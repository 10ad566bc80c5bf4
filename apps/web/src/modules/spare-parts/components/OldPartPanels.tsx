import { Card, List, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OldPartSettings } from '@fieldline/domain';
import { SPARE_KEY, fetchPersonalOldStock } from '../api';

/** Choose the old-part store (a scrap warehouse) to return or receive the chosen old parts into. */
export function StoreModal({
  title,
  stores,
  initial,
  onOk,
  onClose,
}: {
  title: string;
  stores: OldPartSettings['stores'];
  initial?: number;
  onOk(warehouseId: number): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [store, setStore] = useState<number | undefined>(initial ?? stores[0]?.id);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText={t('spareParts.common.confirm')}
      cancelText={t('spareParts.common.cancel')}
      okButtonProps={{ disabled: !store, loading: busy, id: 'old-store-ok' }}
      onOk={() => {
        if (!store) return;
        setBusy(true);
        void onOk(store).then((ok) => {
          setBusy(false);
          if (ok) onClose();
        });
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {stores.length ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('spareParts.oldParts.store')}</Typography.Text>
          <Select
            value={store}
            onChange={setStore}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
            style={{ width: '100%' }}
            data-testid="old-store"
          />
        </Space>
      ) : (
        <Typography.Text type="warning">{t('spareParts.oldParts.noStore')}</Typography.Text>
      )}
    </Modal>
  );
}

/** The engineer's personal old-part stock (personal old-part mode, 50016 = 2). */
export function PersonalOldStock() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: [...SPARE_KEY, 'oldParts', 'personal'],
    queryFn: () => fetchPersonalOldStock({ pageIndex: 0, pageSize: 100 }),
  });
  return (
    <Card size="small" title={t('spareParts.oldParts.personal')} data-testid="old-personal">
      <List
        loading={isLoading}
        size="small"
        dataSource={data?.list ?? []}
        locale={{ emptyText: t('spareParts.oldParts.personalEmpty') }}
        renderItem={(r) => (
          <List.Item extra={`${r.quantity} ${r.unit ?? ''}`}>
            {r.name} <Typography.Text type="secondary">{r.code}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
