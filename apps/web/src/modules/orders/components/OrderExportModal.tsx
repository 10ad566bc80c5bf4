import { useState } from 'react';
import { Button, Form, Input, Modal, Result } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { orderExportSchema } from '@fieldline/domain';
import { startDownloadPolling } from '../../../shell/downloads/center';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../organization/hooks/submit';
import { EXPORT_FIELDS, useExportOrders } from '../api';

/** The export file name's limit (orderExportSchema: requiredText(60)). */
export const ORDER_EXPORT_NAME_MAX = 60;

interface Props {
  ids: number[];
  /** The page's name, the start of the suggested file name. */
  listName: string;
  onClose(): void;
}

/**
 * Export of the chosen orders (≤ 50, spec-business §5 "export needs a file name"): asks the file
 * name, queues the .xlsx and says it will be in the download centre, which tells when it is ready.
 */
export function OrderExportModal({ ids, listName, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ fileName: string }>();
  const run = useExportOrders();
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState<string | null>(null);

  const save = async ({ fileName }: { fileName: string }) => {
    setSaving(true);
    const done = await submitForm(form, EXPORT_FIELDS, () =>
      run.mutateAsync({ ids, fileName: fileName.trim() }),
    );
    setSaving(false);
    if (done === undefined) return;
    setQueued(fileName.trim());
    startDownloadPolling();
  };

  if (queued)
    return (
      <Modal
        open
        title={t('orders.export.title')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('orders.common.close')}</Button>}
        destroyOnHidden
      >
        <Result
          status="success"
          title={t('orders.export.queued')}
          subTitle={t('orders.export.queuedHelp', { name: `${queued}.xlsx` })}
          data-testid="order-export-queued"
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={t('orders.export.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('orders.export.start')}
      cancelText={t('orders.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fileName: `${listName}-${dayjs().format('YYYY-MM-DD')}` }}
        onFinish={(v) => void save(v)}
        data-testid="order-export-form"
      >
        <Form.Item
          name="fileName"
          label={t('orders.export.fileName')}
          extra={t('orders.export.scope', { count: ids.length })}
          rules={rules.field(orderExportSchema.shape.fileName, t('orders.export.fileName'))}
        >
          <Input maxLength={ORDER_EXPORT_NAME_MAX} suffix=".xlsx" data-testid="order-export-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
