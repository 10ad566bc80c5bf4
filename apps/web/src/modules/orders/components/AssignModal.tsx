import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_COLLABORATORS_MAX, ORDER_NOTE_MAX, orderAssignSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { ASSIGN_FIELDS, useAssignOrders } from '../api';
import { OrderPersonPicker } from './OrderPersonPicker';

interface Values {
  serverUserId: number;
  collaboratorIds?: number[];
  note?: string;
}

interface Props {
  orderIds: number[];
  onClose(): void;
  onDone(): void;
}

/**
 * Assign (1 → 2): a server and collaborators, offered only among those who may accept and serve
 * orders, and a note. Several orders at once are one batch: all are assigned or none (the server
 * names the one it refused).
 */
export function AssignModal({ orderIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const assign = useAssignOrders();
  const [saving, setSaving] = useState(false);
  const server = Form.useWatch('serverUserId', form);

  const save = async (v: Values) => {
    setSaving(true);
    const done = await submitForm(form, ASSIGN_FIELDS, () =>
      assign.mutateAsync({
        orderIds,
        serverUserId: v.serverUserId,
        collaboratorIds: (v.collaboratorIds ?? []).filter((id) => id !== v.serverUserId),
        note: v.note?.trim() || null,
      }),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  const s = orderAssignSchema.shape;
  return (
    <Modal
      open
      title={t('orders.assign.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('orders.assign.ok')}
      cancelText={t('orders.common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('orders.assign.count', { count: orderIds.length })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="order-assign-form">
        <Form.Item
          name="serverUserId"
          label={t('orders.fields.server')}
          rules={rules.field(s.serverUserId, t('orders.fields.server'))}
          extra={t('orders.assign.serverHelp')}
        >
          <OrderPersonPicker<number> part="server" data-testid="order-assign-server" />
        </Form.Item>
        <Form.Item name="collaboratorIds" label={t('orders.fields.collaborators')}>
          <OrderPersonPicker<number[]>
            part="collaborator"
            multiple
            max={ORDER_COLLABORATORS_MAX}
            exclude={server ? [server] : []}
            disabled={!server}
            allowClear
            data-testid="order-assign-collaborators"
          />
        </Form.Item>
        <Form.Item name="note" label={t('orders.fields.note')}>
          <Input.TextArea maxLength={ORDER_NOTE_MAX} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
