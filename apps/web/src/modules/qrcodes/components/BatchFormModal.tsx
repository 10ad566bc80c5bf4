import { useState } from 'react';
import { Input, InputNumber, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QR_BATCH_NAME_MAX, QR_BATCH_SIZE_MAX, qrBatchNameSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { createBatch } from '../api';

interface Values {
  name: string;
  count: number;
}
const DEFAULT_COUNT = 20;

/**
 * Generates a batch of codes. The name is checked with the domain's rule (spec-business §5 "QR
 * batch names only letters, digits, underscores, no symbols and not starting with a space") as it
 * is typed, never trimmed; the server checks it again.
 */
export function BatchFormModal({
  onClose,
  onDone,
}: {
  onClose(): void;
  onDone(id: number, count: number): void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    const done = await submitForm(form, ['name', 'count'], () => createBatch(values));
    setSaving(false);
    if (done) onDone(done.id, values.count);
  };

  return (
    <Modal
      open
      title={t('qrcodes.batch.generateTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('qrcodes.batch.generate')}
      cancelText={t('equipment.actions.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'batch-save' } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ count: DEFAULT_COUNT }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="name"
          label={t('qrcodes.batch.name')}
          extra={t('qrcodes.batch.nameHelp')}
          rules={rules.field(qrBatchNameSchema, t('qrcodes.batch.name'))}
        >
          <Input maxLength={QR_BATCH_NAME_MAX} showCount data-testid="batch-name" />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('qrcodes.batch.count')}
          extra={t('qrcodes.batch.countHelp', { max: QR_BATCH_SIZE_MAX })}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: QR_BATCH_SIZE_MAX,
              message: t('qrcodes.batch.countHelp', { max: QR_BATCH_SIZE_MAX }),
            },
          ]}
        >
          <InputNumber
            min={1}
            max={QR_BATCH_SIZE_MAX}
            precision={0}
            style={{ width: '100%' }}
            data-testid="batch-count"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
