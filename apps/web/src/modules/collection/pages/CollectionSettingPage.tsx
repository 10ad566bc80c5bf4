import { useState } from 'react';
import { Button, Card, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COLLECTION_ACCESS,
  COLLECTION_METHOD_NAME_MAX,
  FORM_KINDS,
  PAYMENT_KIND_LIST,
  PAYMENT_NOTE_MAX,
  type CollectionMethod,
  type PaymentKind,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction, submitForm } from '../../../shell/submit';
import { useTemplates } from '../../forms';
import { METHODS_KEY, METHOD_FIELDS, deleteMethod, fetchMethods, saveMethod } from '../api';
import { usePaymentKindText } from '../components/labels';
import { QrImageUpload } from '../components/QrImageUpload';

interface Values {
  name: string;
  kind: PaymentKind;
  enabled: boolean;
  templateIds: number[];
  qrImage: string | null;
  note?: string;
}

/**
 * /collectionSetting: the collection methods (cash, transfer, online) with the templates each is
 * bound to and an optional payment QR image; a bound method cannot be deleted (the server refuses).
 */
export default function CollectionSettingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const kindText = usePaymentKindText();
  const queryClient = useQueryClient();
  const methods = useQuery({ queryKey: METHODS_KEY, queryFn: fetchMethods });
  const templates = useTemplates(FORM_KINDS.order);
  const [editing, setEditing] = useState<CollectionMethod | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const mayEdit = can(COLLECTION_ACCESS.settings);
  const refresh = () => queryClient.invalidateQueries({ queryKey: METHODS_KEY });

  const open = (m: CollectionMethod | 'new') => {
    setEditing(m);
    form.setFieldsValue(
      m === 'new'
        ? { name: '', kind: 1, enabled: true, templateIds: [], qrImage: null, note: '' }
        : { ...m, note: m.note ?? '' },
    );
  };
  const save = async () => {
    const v = await validateForm(form);
    if (!v || !editing) return;
    const done = await submitForm(form, METHOD_FIELDS, () =>
      saveMethod({ ...v, id: editing === 'new' ? undefined : editing.id, qrImage: v.qrImage ?? null }),
    );
    if (done) {
      showToast('success', t('collection.methods.saved'));
      setEditing(null);
      void refresh();
    }
  };

  return (
    <Card
      title={t('collection.routes.collectionSetting')}
      extra={
        mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="method-add">
            {t('collection.methods.add')}
          </Button>
        )
      }
    >
      <Table<CollectionMethod>
        rowKey="id"
        loading={methods.isPending}
        dataSource={methods.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('collection.methods.name'), dataIndex: 'name' },
          { key: 'kind', title: t('collection.methods.kind'), render: (_v, m) => kindText(m.kind) },
          {
            key: 'templates',
            title: t('collection.methods.templates'),
            render: (_v, m) =>
              m.templates.length
                ? m.templates.map((x) => <Tag key={x.id}>{x.name}</Tag>)
                : t('collection.methods.allTemplates'),
          },
          {
            key: 'enabled',
            title: t('collection.methods.enabled'),
            render: (_v, m) => (m.enabled ? t('collection.methods.on') : t('collection.methods.off')),
          },
          {
            key: 'qr',
            title: t('collection.methods.qrImage'),
            render: (_v, m) => (m.qrImage ? <img src={m.qrImage} width={40} height={40} alt="" /> : '—'),
          },
          {
            key: 'actions',
            title: t('collection.common.actions'),
            render: (_v, m) =>
              mayEdit && (
                <Space>
                  <Button type="link" size="small" onClick={() => open(m)}>
                    {t('collection.common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('collection.methods.deleteConfirm', { name: m.name })}
                    onConfirm={async () => {
                      if (await runAction(() => deleteMethod(m.id))) void refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('collection.common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'collection.methods.add' : 'collection.methods.edit')}
        okText={t('collection.common.save')}
        cancelText={t('collection.common.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('collection.methods.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={COLLECTION_METHOD_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="kind" label={t('collection.methods.kind')} rules={[{ required: true }]}>
            <Select options={PAYMENT_KIND_LIST.map((k) => ({ value: k, label: kindText(k) }))} />
          </Form.Item>
          <Form.Item
            name="templateIds"
            label={t('collection.methods.templates')}
            extra={t('collection.methods.bindHint')}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder={t('collection.methods.allTemplates')}
              loading={templates.isPending}
              options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('collection.methods.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="qrImage" label={t('collection.methods.qrImage')}>
            <QrImageUpload />
          </Form.Item>
          <Form.Item name="note" label={t('collection.fields.note')}>
            <Input.TextArea rows={2} maxLength={PAYMENT_NOTE_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
