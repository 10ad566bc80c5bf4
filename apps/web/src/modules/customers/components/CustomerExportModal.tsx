import { useState } from 'react';
import { Button, Form, Input, Modal, Result } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_EXPORT_FILE_NAME_MAX, customerExportSchema } from '@fieldline/domain';
import { startDownloadPolling } from '../../../shell/downloads/center';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../organization/hooks/submit';
import { exportCustomers, type CustomerConditions } from '../api';

const EXPORT_FIELDS = ['fileName'] as const;

interface Props {
  /** The list's filters as they are on screen: the export takes the same customers. */
  conditions: CustomerConditions;
  onClose(): void;
}

/**
 * Customer export (issue 6; spec-business §5 "export needs a file name"): asks the file name, queues
 * the export and says the file will be in the download centre, which tells the user when it is ready.
 */
export function CustomerExportModal({ conditions, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ fileName: string }>();
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);

  const save = async ({ fileName }: { fileName: string }) => {
    setSaving(true);
    const done = await submitForm(form, EXPORT_FIELDS, () => exportCustomers(conditions, fileName.trim()));
    setSaving(false);
    if (!done) return;
    setQueued(fileName.trim());
    startDownloadPolling();
  };

  if (queued)
    return (
      <Modal
        open
        title={t('customers.export.title')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('customers.common.close')}</Button>}
        destroyOnHidden
      >
        <Result
          status="success"
          title={t('customers.export.queued')}
          subTitle={t('customers.export.queuedHelp', { name: `${queued}.xlsx` })}
          data-testid="customer-export-queued"
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={t('customers.export.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('customers.export.start')}
      cancelText={t('customers.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fileName: `${t('customers.routes.allCustomer')}-${dayjs().format('YYYY-MM-DD')}` }}
        onFinish={(v) => void save(v)}
        data-testid="customer-export-form"
      >
        <Form.Item
          name="fileName"
          label={t('customers.export.fileName')}
          extra={t('customers.export.scope')}
          rules={rules.field(customerExportSchema.shape.fileName, t('customers.export.fileName'))}
        >
          <Input
            maxLength={CUSTOMER_EXPORT_FILE_NAME_MAX}
            suffix=".xlsx"
            data-testid="customer-export-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
