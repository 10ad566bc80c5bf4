import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX } from '@fieldline/domain';
import { Form } from '../../../components/Form';

interface Props {
  title: string;
  /** What will happen, said before it happens. */
  description: string;
  okText: string;
  danger?: boolean;
  /** Runs the action with the optional note; answers whether it succeeded. */
  onOk(note: string | undefined): Promise<boolean>;
  onClose(): void;
}

/** Confirms a reception decision (accept / mark invalid) with an optional note for the timeline. */
export function NoteActionModal({ title, description, okText, danger, onOk, onClose }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        const ok = await onOk(note.trim() || undefined);
        setBusy(false);
        if (ok) onClose();
      }}
      confirmLoading={busy}
      okText={okText}
      okButtonProps={{ danger, 'data-testid': 'order-note-ok' }}
      cancelText={t('orders.common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('orders.fields.note')}>
          <Input.TextArea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={ORDER_NOTE_MAX}
            rows={3}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
