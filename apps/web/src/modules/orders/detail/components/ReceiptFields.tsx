import { useState, type RefObject } from 'react';
import { Button, Form, Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_RESEND_MS, type OrderDetail } from '@fieldline/domain';
import { useCountdown } from '../../../../components/useCountdown';
import { showToast } from '../../../../shell/notify';
import { isCancel } from '../../../../shell/request';
import { sendReceiptCode } from '../api';
import type { ReceiptChoice } from '../logic/payloads';
import { SignaturePad, hasSignature } from '../../../../components/SignaturePad';

export const RECEIPT_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

interface Props {
  order: OrderDetail;
  receipt: Exclude<ReceiptChoice, 'none'>;
  by: 'signature' | 'code';
  onBy(by: 'signature' | 'code'): void;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onSigned(signed: boolean): void;
}

/**
 * The customer's confirmation (spec-business §5 "signature or confirmation code required by the
 * chosen confirmation mode"): a signature on this device, or the code texted to the order's contact.
 */
export function ReceiptFields({ order, receipt, by, onBy, canvasRef, onSigned }: Props) {
  const { t } = useTranslation();
  const showSignature = receipt === 'signature' || (receipt === 'either' && by === 'signature');
  return (
    <>
      {receipt === 'either' && (
        <Form.Item label={t('orderDetail.receipt.mode')}>
          <Segmented
            block
            value={by}
            onChange={(v) => onBy(v as 'signature' | 'code')}
            options={[
              { value: 'signature', label: t('orderDetail.receipt.bySignature') },
              { value: 'code', label: t('orderDetail.receipt.byCode') },
            ]}
            data-testid="receipt-mode"
          />
        </Form.Item>
      )}
      {showSignature ? (
        <Form.Item
          name="signature"
          label={t('orderDetail.receipt.signature')}
          required
          rules={[
            {
              validator: async () => {
                if (!(canvasRef.current && hasSignature(canvasRef.current)))
                  throw new Error(t('orderDetail.receipt.signatureRequired'));
              },
            },
          ]}
        >
          <SignaturePad
            canvasRef={canvasRef}
            hint={t('orderDetail.receipt.signHere')}
            onSigned={onSigned}
            testId="receipt-signature-pad"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="receiptCode"
          label={t('orderDetail.receipt.code')}
          required
          extra={
            order.contactPhone ? t('orderDetail.receipt.codeTo', { phone: order.contactPhone }) : undefined
          }
          rules={[
            { required: true, pattern: RECEIPT_CODE_PATTERN, message: t('orderDetail.receipt.codeInvalid') },
          ]}
        >
          <CodeInput orderId={order.id} />
        </Form.Item>
      )}
    </>
  );
}

/** The code box with "send code" and its 60 s countdown. */
function CodeInput({
  orderId,
  value,
  onChange,
  id,
}: {
  orderId: number;
  value?: string;
  onChange?(v: string): void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();
  const send = async () => {
    setSending(true);
    try {
      const result = await sendReceiptCode(orderId);
      if (isCancel(result)) return;
      start(result.resendAfterSeconds * 1000 || VERIFICATION_CODE_RESEND_MS);
      showToast('success', t('orderDetail.receipt.sent'));
    } catch {
      // the request client has shown why (too soon, no contact phone, not in service)
    } finally {
      setSending(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
        maxLength={VERIFICATION_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid="receipt-code"
      />
      <Button
        onClick={() => void send()}
        loading={sending}
        disabled={remaining > 0}
        data-testid="receipt-send-code"
      >
        {remaining > 0
          ? t('orderDetail.receipt.resendIn', { seconds: remaining })
          : t('orderDetail.receipt.send')}
      </Button>
    </Space.Compact>
  );
}
