import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTION_LABELS,
  ORDER_COLLABORATORS_MAX,
  ORDER_NOTE_MAX,
  type OrderDetail,
} from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import { assignOrder } from '../api';
import { ActionDrawer } from './ActionDrawer';
import { PersonSelect } from './PersonSelect';
import { useActionSubmit } from './useActionSubmit';

interface Values {
  serverUserId?: number;
  collaboratorIds?: number[];
  note?: string;
}

/** Assign (1 → 2): the server who will accept and serve, with collaborators. */
export function AssignDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const { submit, sending } = useActionSubmit(form, 'assign');
  const server = Form.useWatch('serverUserId', form);
  const label = ORDER_ACTION_LABELS.assign[locale];

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      assignOrder({
        orderIds: [order.id],
        serverUserId: v.serverUserId!,
        collaboratorIds: (v.collaboratorIds ?? []).filter((id) => id !== v.serverUserId),
        note: v.note?.trim() || undefined,
      }),
    );
    if (ok) {
      showToast('success', t('orderDetail.actions.done', { action: label }));
      onClose();
    }
  };

  return (
    <ActionDrawer
      title={`${label} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={label}
      sending={sending}
      testId="action-form-assign"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          serverUserId: order.server?.id,
          collaboratorIds: order.collaborators.map((c) => c.id),
        }}
      >
        <Form.Item
          name="serverUserId"
          label={t('orderDetail.fields.server')}
          rules={[{ required: true, message: t('orderDetail.forms.serverRequired') }]}
        >
          <PersonSelect<number>
            part="server"
            known={order.server ? [order.server] : []}
            testId="assign-server"
          />
        </Form.Item>
        <Form.Item
          name="collaboratorIds"
          label={t('orderDetail.fields.collaborators')}
          rules={[
            {
              type: 'array',
              max: ORDER_COLLABORATORS_MAX,
              message: t('orderDetail.forms.tooMany', { max: ORDER_COLLABORATORS_MAX }),
            },
          ]}
        >
          <PersonSelect<number[]>
            part="collaborator"
            multiple
            known={order.collaborators}
            exclude={server ? [server] : []}
            testId="assign-collaborators"
          />
        </Form.Item>
        <Form.Item name="note" label={t('orderDetail.forms.note')}>
          <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}
