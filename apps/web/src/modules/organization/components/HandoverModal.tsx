import { useState } from 'react';
import { Checkbox, Descriptions, Input, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { HANDOVER_FIELDS, handover, type HandoverResult, type UserRow } from '../api';
import { submitForm } from '../../../shell/submit';
import { UserPicker } from './pickers';

interface Values {
  toUserId: number;
  note?: string;
  disable?: boolean;
}

/** Hands a departing user's work to another enabled user, after a confirmation; shows the counts. */
export function HandoverModal({ user, onClose, onDone }: { user: UserRow; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [modal, holder] = Modal.useModal();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<HandoverResult | null>(null);

  const save = async (values: Values) => {
    const ok = await modal.confirm({
      title: t('organization.handover.confirm', { name: user.name }),
      okText: t('organization.handover.submit'),
      cancelText: t('organization.common.cancel'),
    });
    if (!ok) return;
    setSaving(true);
    const answer = await submitForm(form, HANDOVER_FIELDS, () =>
      handover({
        fromUserId: user.id,
        toUserId: values.toUserId,
        note: values.note || undefined,
        disable: !!values.disable,
      }),
    );
    setSaving(false);
    if (!answer) return;
    setResult(answer);
    onDone();
  };

  return (
    <Modal
      open
      title={t('organization.handover.title', { name: user.name })}
      onCancel={onClose}
      onOk={() => (result ? onClose() : form.submit())}
      okText={result ? t('organization.common.done') : t('organization.handover.submit')}
      cancelButtonProps={result ? { style: { display: 'none' } } : undefined}
      cancelText={t('organization.common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {holder}
      {result ? (
        <Result
          status="success"
          title={t('organization.handover.done')}
          extra={
            <Descriptions column={1} size="small" bordered data-testid="handover-result">
              {Object.entries(result.moved).map(([kind, n]) => (
                <Descriptions.Item
                  key={kind}
                  label={t(`organization.handover.kinds.${kind}`, { defaultValue: kind })}
                >
                  {n}
                </Descriptions.Item>
              ))}
            </Descriptions>
          }
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item
            name="toUserId"
            label={t('organization.handover.to')}
            rules={[{ required: true, message: t('organization.handover.toRequired') }]}
          >
            <UserPicker excludeId={user.id} />
          </Form.Item>
          <Form.Item name="note" label={t('organization.handover.note')}>
            <Input.TextArea maxLength={DESCRIPTION_MAX} showCount rows={3} />
          </Form.Item>
          <Form.Item name="disable" valuePropName="checked">
            <Checkbox>{t('organization.handover.disable')}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
