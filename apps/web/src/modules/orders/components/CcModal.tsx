import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_CC_MAX, orderCcSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { CC_FIELDS, useCcOrder } from '../api';
import { UserPicker } from './pickers';

interface Props {
  orderId: number;
  orderNo: string;
  onClose(): void;
  onDone(): void;
}

/** Copy an order to members: they find it under "copied to me" (/sendMeOrder). */
export function CcModal({ orderId, orderNo, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ userIds: number[] }>();
  const cc = useCcOrder();
  const [saving, setSaving] = useState(false);

  const save = async ({ userIds }: { userIds: number[] }) => {
    setSaving(true);
    const done = await submitForm(form, CC_FIELDS, () => cc.mutateAsync({ orderId, userIds }));
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t('orders.cc.title', { no: orderNo })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('orders.common.ok')}
      cancelText={t('orders.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="order-cc-form">
        <Form.Item
          name="userIds"
          label={t('orders.cc.users')}
          rules={rules.field(orderCcSchema.shape.userIds, t('orders.cc.users'))}
        >
          <UserPicker<number[]> multiple max={ORDER_CC_MAX} allowClear data-testid="order-cc-users" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
