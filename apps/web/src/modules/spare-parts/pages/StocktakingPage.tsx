import { Button, Card, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STOCKTAKING_STATE_LABELS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { SPARE_KEY, createSheet, fetchSheet, fetchSheets, postSheet, type Sheet } from '../api';
import { WarehouseSelect } from '../components/pickers';

const QUANTITY = /^\d{1,13}(\.\d{1,2})?$/;

/** Counting a sheet: the book quantity of each part and the counted one; posting writes the differences. */
function CountModal({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: sheet } = useQuery({ queryKey: [...SPARE_KEY, 'sheet', id], queryFn: () => fetchSheet(id) });
  const [counted, setCounted] = useState<Record<number, string>>({});
  const open = sheet?.state === 0;
  const submit = async () => {
    if (!sheet) return;
    const lines = sheet.lines.map((l) => ({
      partId: l.partId,
      counted: (counted[l.partId] ?? l.book).trim(),
    }));
    if (lines.some((l) => !QUANTITY.test(l.counted)))
      return showToast('warning', t('spareParts.common.quantityRule'));
    if (await runAction(() => postSheet({ id, lines }))) {
      showToast('success', t('spareParts.stocktaking.posted'));
      void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
      onClose();
    }
  };
  return (
    <Modal
      open
      width={720}
      title={sheet ? `${t('spareParts.routes.stockTaking')} · ${sheet.warehouseName}` : ''}
      onCancel={onClose}
      onOk={() => (open ? void submit() : onClose())}
      okText={open ? t('spareParts.stocktaking.post') : t('spareParts.common.close')}
      cancelText={t('spareParts.common.cancel')}
      okButtonProps={{ 'data-testid': 'sheet-post' } as never}
    >
      <Table<Sheet['lines'][number]>
        size="small"
        rowKey="partId"
        pagination={false}
        loading={!sheet}
        dataSource={sheet?.lines ?? []}
        columns={[
          { title: t('spareParts.fields.part'), render: (_v, l) => `${l.code} ${l.name}` },
          { title: t('spareParts.stocktaking.book'), dataIndex: 'book', width: 100 },
          {
            title: t('spareParts.stocktaking.counted'),
            width: 130,
            render: (_v, l) =>
              open ? (
                <Input
                  inputMode="decimal"
                  defaultValue={l.book}
                  onChange={(e) => setCounted((c) => ({ ...c, [l.partId]: e.target.value }))}
                />
              ) : (
                l.counted
              ),
          },
          ...(open
            ? []
            : [{ title: t('spareParts.stocktaking.difference'), dataIndex: 'difference', width: 100 }]),
        ]}
      />
    </Modal>
  );
}

/** /stockTaking: count sheets of a warehouse; differences are posted as adjustments of the ledger. */
export default function StocktakingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [warehouseId, setWarehouseId] = useState<number>();
  const [counting, setCounting] = useState<number>();
  const create = async () => {
    if (!warehouseId) return showToast('warning', t('spareParts.common.chooseWarehouse'));
    const made = await createSheet({ warehouseId }).catch(() => undefined);
    if (made && 'id' in made) {
      void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
      setCounting(made.id);
    }
  };
  const columns: DataColumn<Sheet>[] = [
    {
      key: 'createdAt',
      title: t('spareParts.fields.time'),
      width: 170,
      render: (_v, s) => new Date(s.createdAt).toLocaleString(),
    },
    { key: 'warehouse', title: t('spareParts.fields.warehouse'), width: 130, dataIndex: 'warehouseName' },
    { key: 'lines', title: t('spareParts.fields.parts'), width: 90, render: (_v, s) => s.lines.length },
    {
      key: 'state',
      title: t('spareParts.fields.auditState'),
      width: 100,
      render: (_v, s) => (
        <Tag color={s.state ? 'green' : 'blue'}>{STOCKTAKING_STATE_LABELS[s.state][locale]}</Tag>
      ),
    },
    {
      title: t('spareParts.common.actions'),
      width: 100,
      render: (_v, s) => (
        <Button type="link" size="small" onClick={() => setCounting(s.id)}>
          {t(s.state ? 'spareParts.common.view' : 'spareParts.stocktaking.count')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('spareParts.routes.stockTaking')}>
      <DataTable<Sheet>
        tableId="stockTaking"
        queryKey={[...SPARE_KEY, 'sheets']}
        fetchPage={fetchSheets}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <WarehouseSelect value={warehouseId} onChange={setWarehouseId} />
            <Button type="primary" onClick={() => void create()} data-testid="sheet-create">
              {t('spareParts.stocktaking.create')}
            </Button>
          </Space>
        }
      />
      {counting && <CountModal id={counting} onClose={() => setCounting(undefined)} />}
    </Card>
  );
}
