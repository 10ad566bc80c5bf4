import { Button, Card, Input, Modal, Popconfirm, Radio, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SETTING_DEFAULT_STORE,
  SETTING_SPARE_MODE,
  SPARE_NOTE_MAX,
  SPARE_STOCK_MODES,
  WAREHOUSE_ADDRESS_MAX,
  WAREHOUSE_NAME_MAX,
  type Warehouse,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { runAction, submitForm } from '../../../shell/submit';
import {
  SPARE_KEY,
  WAREHOUSE_FIELDS,
  deleteWarehouse,
  fetchSettings,
  fetchWarehouses,
  saveSettings,
  saveWarehouse,
} from '../api';
import { useSpareLabels } from '../components/labels';
import { PersonSelect, WarehouseSelect } from '../components/pickers';
import { HelpTip } from '../../../components/HelpTip';
import { OldPartSettingsCard } from '../components/OldPartSettingsCard';

function WarehouseModal({ warehouse, onClose }: { warehouse?: Warehouse; onClose(): void }) {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    if (
      await submitForm(form, WAREHOUSE_FIELDS, () =>
        saveWarehouse({ ...v, ...(warehouse ? { id: warehouse.id } : {}) }),
      )
    ) {
      void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t(warehouse ? 'spareParts.settings.editWarehouse' : 'spareParts.settings.addWarehouse')}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('spareParts.common.save')}
      cancelText={t('spareParts.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={warehouse ?? { kind: 1 }}>
        <Form.Item
          name="name"
          label={t('spareParts.fields.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={WAREHOUSE_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="kind" label={t('spareParts.fields.warehouseKind')} rules={[{ required: true }]}>
          <Radio.Group options={[1, 2].map((k) => ({ value: k, label: labels.warehouseKind(k as 1 | 2) }))} />
        </Form.Item>
        <Form.Item name="headUserId" label={t('spareParts.fields.head')}>
          <PersonSelect />
        </Form.Item>
        <Form.Item name="phone" label={t('spareParts.fields.phone')}>
          <Input maxLength={11} type="tel" />
        </Form.Item>
        <Form.Item name="address" label={t('spareParts.fields.address')}>
          <Input maxLength={WAREHOUSE_ADDRESS_MAX} showCount />
        </Form.Item>
        <Form.Item name="note" label={t('spareParts.fields.note')}>
          <Input.TextArea rows={2} maxLength={SPARE_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The stock mode and the default store (settings 50015, 50014); leaving personal stock asks first. */
function ModeCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...SPARE_KEY, 'settings', 'mode'],
    queryFn: () => fetchSettings([SETTING_SPARE_MODE, SETTING_DEFAULT_STORE]),
  });
  const mode = data?.[0]?.value as number | undefined;
  const store = data?.[1]?.value as number | null | undefined;
  const save = async (settings: { code: number; value: unknown }[]) => {
    try {
      await saveSettings(settings);
    } catch (e) {
      const refusal = e as { code?: string; message?: string };
      if (refusal.code !== 'CONFIRM_REQUIRED') return showToast('error', refusal.message ?? '');
      const go = await new Promise<boolean>((resolve) =>
        Modal.confirm({
          title: t('spareParts.settings.confirmTitle'),
          content: refusal.message,
          okText: t('spareParts.common.confirm'),
          cancelText: t('spareParts.common.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!go || !(await runAction(() => saveSettings(settings, true)))) return;
    }
    showToast('success', t('spareParts.common.saved'));
    void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
  };
  return (
    <Card title={t('spareParts.settings.mode')} loading={!data}>
      <Space direction="vertical">
        <Radio.Group
          value={mode}
          onChange={(e) => void save([{ code: SETTING_SPARE_MODE, value: e.target.value }])}
          data-testid="spare-mode"
        >
          {Object.entries(SPARE_STOCK_MODES).map(([key, value]) => (
            <Radio key={key} value={value}>
              {t(`spareParts.settings.modes.${key as keyof typeof SPARE_STOCK_MODES}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Space>
          <Typography.Text>{t('spareParts.settings.defaultStore')}</Typography.Text>
          <WarehouseSelect
            kind={1}
            value={store ?? undefined}
            allowClear
            onChange={(v) => void save([{ code: SETTING_DEFAULT_STORE, value: v ?? null }])}
          />
        </Space>
      </Space>
    </Card>
  );
}

/** /spareOutAndIn: warehouses (genuine and scrap), the stock mode and the default store. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Warehouse | 'new'>();
  const columns: DataColumn<Warehouse>[] = [
    { key: 'name', title: t('spareParts.fields.name'), width: 140, dataIndex: 'name' },
    {
      key: 'kind',
      title: t('spareParts.fields.warehouseKind'),
      width: 90,
      render: (_v, w) => labels.warehouseKind(w.kind),
    },
    { key: 'head', title: t('spareParts.fields.head'), width: 100, dataIndex: 'headName' },
    { key: 'phone', title: t('spareParts.fields.phone'), width: 120, dataIndex: 'phone' },
    { key: 'address', title: t('spareParts.fields.address'), width: 220, dataIndex: 'address' },
    {
      title: t('spareParts.common.actions'),
      width: 130,
      render: (_v, w) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(w)}>
            {t('spareParts.common.edit')}
          </Button>
          <Popconfirm
            title={t('spareParts.settings.deleteConfirm', { name: w.name })}
            okText={t('spareParts.common.delete')}
            cancelText={t('spareParts.common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              void runAction(() => deleteWarehouse(w.id)).then((ok) => {
                if (ok) void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
              })
            }
          >
            <Button type="link" size="small" danger>
              {t('spareParts.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <HelpTip tip="spareManage" />
      <ModeCard />
      <OldPartSettingsCard />
      <Card title={t('spareParts.settings.warehouses')}>
        <DataTable<Warehouse>
          tableId="warehouses"
          queryKey={[...SPARE_KEY, 'warehouseList']}
          fetchPage={fetchWarehouses}
          columns={columns}
          rowKey="id"
          toolbar={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('spareParts.settings.addWarehouse')}
            </Button>
          }
        />
      </Card>
      {editing && (
        <WarehouseModal
          warehouse={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Space>
  );
}
