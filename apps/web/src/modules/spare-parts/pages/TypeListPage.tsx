import { Button, Card, Input, Modal, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPARE_ACCESS, SPARE_TYPE_NAME_MAX, type SpareType } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { runAction, submitForm } from '../../../shell/submit';
import { useCan } from '../../../shell/session/useCan';
import { SPARE_KEY, deleteType, fetchTypes, saveType } from '../api';

function TypeModal({ type, onClose }: { type?: SpareType; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    if (await submitForm(form, ['name'], () => saveType({ ...v, ...(type ? { id: type.id } : {}) }))) {
      void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t(type ? 'spareParts.types.edit' : 'spareParts.types.add')}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('spareParts.common.save')}
      cancelText={t('spareParts.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={type}>
        <Form.Item
          name="name"
          label={t('spareParts.fields.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={SPARE_TYPE_NAME_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /spareType: spare types (name at most 8 characters) with how many parts use each. */
export default function TypeListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SpareType | 'new'>();
  const manage = can(SPARE_ACCESS.settings);
  const columns: DataColumn<SpareType>[] = [
    { key: 'name', title: t('spareParts.fields.name'), width: 200, dataIndex: 'name' },
    { key: 'parts', title: t('spareParts.types.parts'), width: 120, dataIndex: 'parts' },
    ...(manage
      ? [
          {
            title: t('spareParts.common.actions'),
            width: 130,
            render: (_v: unknown, y: SpareType) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(y)}>
                  {t('spareParts.common.edit')}
                </Button>
                <Popconfirm
                  title={t('spareParts.types.deleteConfirm', { name: y.name })}
                  okText={t('spareParts.common.delete')}
                  cancelText={t('spareParts.common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    void runAction(() => deleteType(y.id)).then((ok) => {
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
        ]
      : []),
  ];
  return (
    <Card title={t('spareParts.routes.spareType')}>
      <DataTable<SpareType>
        tableId="spareTypes"
        queryKey={[...SPARE_KEY, 'types']}
        fetchPage={fetchTypes}
        columns={columns}
        rowKey="id"
        toolbar={
          manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('spareParts.types.add')}
            </Button>
          )
        }
      />
      {editing && (
        <TypeModal type={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
