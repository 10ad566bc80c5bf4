import { useEffect, useState } from 'react';
import { DatePicker, Input, Modal, Select } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  SERVICE_EVENT_NOTE_MAX,
  SERVICE_EVENT_TRANSITIONS,
  type ServiceEventAction,
  type ServiceEventDetail,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { useTemplates } from '../../forms';
import { fetchHandlers, runEventAction } from '../api';
import { useActionLabel } from './labels';

/** The dialog of one action of the transitions table; the server checks the table again. */
export function ActionModal({
  event,
  action,
  onClose,
  onDone,
}: {
  event: ServiceEventDetail;
  action: ServiceEventAction;
  onClose(): void;
  onDone(result: { orderId?: number }): void;
}) {
  const { t } = useTranslation();
  const label = useActionLabel();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const people = action === 'assign' || action === 'reassign';
  const handlers = useQuery({ queryKey: ['serviceEvents', 'handlers'], queryFn: fetchHandlers });
  const orderTemplates = useTemplates(FORM_KINDS.order, { enabled: action === 'convert' });
  const noteRequired = !!(SERVICE_EVENT_TRANSITIONS[action] as { noteRequired?: boolean }).noteRequired;
  const userOptions = (handlers.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  // the enterprise's default order template is chosen once the templates arrive
  useEffect(() => {
    const list = orderTemplates.data?.list ?? [];
    const pick =
      list.find((x) => x.isDefault && x.enabled !== false) ?? list.find((x) => x.enabled !== false);
    if (pick && !form.getFieldValue('orderTemplateId')) form.setFieldValue('orderTemplateId', pick.id);
  }, [orderTemplates.data, form]);

  const submit = async () => {
    const values = (await validateForm(form)) as Record<string, unknown> | null;
    if (!values) return;
    const body: Record<string, unknown> = { id: event.id, version: event.version, ...values };
    if (action === 'convert')
      body.appointmentAt = (values.appointmentAt as { toISOString(): string }).toISOString();
    setBusy(true);
    const result = await submitForm(
      form,
      ['note', 'principalUserId', 'escalateToUserId', 'orderTemplateId', 'appointmentAt'],
      () => runEventAction(action, body),
    );
    setBusy(false);
    if (!result) return;
    showToast('success', t('serviceEvents.detail.done', { action: label(action) }));
    onDone({ orderId: result.orderId });
  };

  return (
    <Modal
      open
      title={label(action)}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'event-action-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={`event-action-${action}`}>
        {people && (
          <>
            <Form.Item
              name="principalUserId"
              label={t('serviceEvents.fields.principal')}
              rules={[{ required: true, message: t('serviceEvents.form.principalRequired') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={userOptions}
                data-testid="action-principal"
              />
            </Form.Item>
            <Form.Item name="coordinatorIds" label={t('serviceEvents.fields.coordinators')}>
              <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={userOptions} />
            </Form.Item>
          </>
        )}
        {action === 'escalate' && (
          <Form.Item
            name="escalateToUserId"
            label={t('serviceEvents.fields.escalateTo')}
            extra={t('serviceEvents.detail.escalatePoolHint')}
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={userOptions.filter((u) => u.value !== event.principal?.id)}
              data-testid="action-escalate-to"
            />
          </Form.Item>
        )}
        {action === 'convert' && (
          <>
            <Form.Item
              name="orderTemplateId"
              label={t('serviceEvents.detail.orderTemplate')}
              rules={[{ required: true, message: t('serviceEvents.detail.orderTemplateRequired') }]}
            >
              <Select
                options={(orderTemplates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
                data-testid="action-order-template"
              />
            </Form.Item>
            <Form.Item
              name="appointmentAt"
              label={t('serviceEvents.detail.appointmentAt')}
              rules={[{ required: true, message: t('serviceEvents.detail.appointmentRequired') }]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                data-testid="action-appointment"
              />
            </Form.Item>
            <Form.Item name="serverUserId" label={t('serviceEvents.detail.server')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={userOptions} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="note"
          label={t('serviceEvents.fields.note')}
          rules={
            noteRequired
              ? [{ required: true, whitespace: true, message: t('serviceEvents.form.noteRequired') }]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={SERVICE_EVENT_NOTE_MAX} showCount data-testid="action-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
