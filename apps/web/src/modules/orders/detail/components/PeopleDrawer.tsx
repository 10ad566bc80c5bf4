import { useTranslation } from 'react-i18next';
import { ORDER_CC_MAX, type OrderDetail } from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { useSession } from '../../../../shell/session/useSession';
import { showToast } from '../../../../shell/notify';
import { copyOrderTo, transferApproval } from '../api';
import { ActionDrawer } from './ActionDrawer';
import { PersonSelect } from './PersonSelect';
import { useActionSubmit } from './useActionSubmit';

/** Transfer my approval to another approver, or copy the order to members (they see it under "copied to me"). */
export function PeopleDrawer({
  order,
  purpose,
  onClose,
}: {
  order: OrderDetail;
  purpose: 'transfer' | 'cc';
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<{ userId?: number; userIds?: number[] }>();
  const { submit, sending } = useActionSubmit(form, 'people');
  const transfer = purpose === 'transfer';
  const title = t(transfer ? 'orderDetail.more.transfer' : 'orderDetail.more.cc');

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      transfer ? transferApproval(order.id, v.userId!) : copyOrderTo(order.id, v.userIds ?? []),
    );
    if (!ok) return;
    showToast('success', t(transfer ? 'orderDetail.more.transferred' : 'orderDetail.more.copied'));
    onClose();
  };

  return (
    <ActionDrawer
      title={`${title} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={title}
      sending={sending}
      testId={`action-form-${purpose}`}
    >
      <Form form={form} layout="vertical">
        {transfer ? (
          <Form.Item
            name="userId"
            label={t('orderDetail.more.transferTo')}
            rules={[{ required: true, message: t('orderDetail.forms.personRequired') }]}
          >
            <PersonSelect<number> part="approver" exclude={user ? [user.id] : []} />
          </Form.Item>
        ) : (
          <Form.Item
            name="userIds"
            label={t('orderDetail.more.ccTo')}
            rules={[
              { required: true, message: t('orderDetail.forms.personRequired') },
              {
                type: 'array',
                max: ORDER_CC_MAX,
                message: t('orderDetail.forms.tooMany', { max: ORDER_CC_MAX }),
              },
            ]}
          >
            <PersonSelect<number[]> multiple known={order.cc} />
          </Form.Item>
        )}
      </Form>
    </ActionDrawer>
  );
}
