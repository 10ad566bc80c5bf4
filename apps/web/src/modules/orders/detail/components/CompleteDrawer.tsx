import { useRef, useState } from 'react';
import { Alert, Divider, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_DETAIL_MAX,
  FORM_KINDS,
  ORDER_ACTION_LABELS,
  ORDER_NOTE_MAX,
  type OrderDetail,
} from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { uploadFile } from '../../../../components/CustomFields/upload';
import { validateForm } from '../../../../shell/form-failure';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import { useFieldSet } from '../../../forms';
import { FaultPicker } from '../../../faults';
import { completeService } from '../api';
import {
  completePayload,
  expensesRequired,
  initialExpenses,
  minutesSince,
  receiptChoice,
  type CompleteValues,
} from '../logic/payloads';
import { SIGNATURE_FILE, exportSignaturePng } from '../../../../components/SignaturePad';
import { ActionDrawer } from './ActionDrawer';
import { FinishCheckAlert } from '../../remaining/FinishCheckAlert';
import { ExpensesFields } from './ExpensesFields';
import { LocationStatus, useDeviceLocation } from './LocationStatus';
import { PhotoCapture } from './PhotoCapture';
import { ReceiptFields } from './ReceiptFields';
import { useActionSubmit } from './useActionSubmit';

const SERVICE_MINUTES_MAX = 100_000;

/**
 * Complete service, the second check-in (4 → 5, or 7 with completion approval): where, finish
 * photos, service time, the expenses and the customer's confirmation, as the template's receipt
 * and collection nodes say. Anything the server still misses comes back as 400 + field and is
 * shown on that field.
 */
export function CompleteDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<CompleteValues & { signature?: string }>();
  const { submit, sending } = useActionSubmit(form, 'complete');
  const device = useDeviceLocation();
  const fieldSet = useFieldSet(FORM_KINDS.order, order.templateId);
  const settings = fieldSet.data?.template.settings;
  const receipt = receiptChoice(settings);
  const required = expensesRequired(settings);
  const [by, setBy] = useState<'signature' | 'code'>('signature');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [uploading, setUploading] = useState(false);
  const label = ORDER_ACTION_LABELS.complete[locale];
  const usesSignature = receipt === 'signature' || (receipt === 'either' && by === 'signature');

  /** The signature's PNG, uploaded; null when the pad is empty or the upload failed (the request client said why). */
  const signatureUrl = async () => {
    const blob = canvas.current ? await exportSignaturePng(canvas.current) : null;
    if (!blob) return null;
    setUploading(true);
    try {
      return await uploadFile(blob, SIGNATURE_FILE);
    } catch {
      return null;
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    // Every missing field at once, the customer's signature among them (a rule of its field).
    const v = await validateForm(form);
    if (!v) return;
    let signature: string | null = null;
    if (usesSignature) {
      const url = await signatureUrl();
      if (!url) return;
      signature = url;
    }
    const body = completePayload(order.id, v, {
      position: device.position,
      signature,
      receipt,
      receiptBy: by,
      expensesRequired: required,
    });
    if (await submit(() => completeService(body))) {
      showToast('success', t('orderDetail.actions.done', { action: label }));
      onClose();
    }
  };

  return (
    <ActionDrawer
      title={`${label} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={t('orderDetail.complete.submit')}
      sending={sending || uploading}
      testId="action-form-complete"
    >
      <FinishCheckAlert orderId={order.id} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          images: [],
          serviceMinutes: minutesSince(order.startedAt),
          ...initialExpenses(order.payment),
        }}
      >
        {settings?.completionApproval && (
          <Alert
            type="info"
            showIcon
            title={t('orderDetail.complete.needsApproval')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('orderDetail.checkIn.position')}>
          <LocationStatus state={device.state} onRetry={device.retry} />
        </Form.Item>
        <Form.Item name="location" label={t('orderDetail.checkIn.place')}>
          <Input
            maxLength={ADDRESS_DETAIL_MAX}
            showCount
            placeholder={t('orderDetail.checkIn.placePlaceholder')}
          />
        </Form.Item>
        <Form.Item name="images" label={t('orderDetail.complete.finishImages')}>
          <PhotoCapture testId="complete-photo" />
        </Form.Item>
        <Form.Item name="serviceMinutes" label={t('orderDetail.complete.serviceMinutes')}>
          <InputNumber
            min={0}
            max={SERVICE_MINUTES_MAX}
            precision={0}
            inputMode="numeric"
            suffix={t('orderDetail.complete.minutes')}
            style={{ width: '100%' }}
            data-testid="complete-minutes"
          />
        </Form.Item>
        <Form.Item name="faultIds" label={t('orderDetail.complete.faults')}>
          <FaultPicker customerProductId={order.customerProductId} />
        </Form.Item>
        <Divider titlePlacement="start">{t('orderDetail.payment.title')}</Divider>
        <ExpensesFields form={form} templateId={order.templateId} required={required} />
        {receipt !== 'none' && (
          <>
            <Divider titlePlacement="start">{t('orderDetail.receipt.title')}</Divider>
            <ReceiptFields
              order={order}
              receipt={receipt}
              by={by}
              onBy={setBy}
              canvasRef={canvas}
              onSigned={(signed) => signed && form.setFields([{ name: 'signature', errors: [] }])}
            />
          </>
        )}
        <Form.Item name="note" label={t('orderDetail.forms.note')}>
          <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}
