import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { addApprovers, editApprovers } from '../detail/api';
import { ActionDrawer } from '../detail/components/ActionDrawer';
import { PersonSelect } from '../detail/components/PersonSelect';
import { useActionSubmit } from '../detail/components/useActionSubmit';

/** Approvers one order may name (examineUsersSchema / examineEditSchema: 1-20). */
const APPROVERS_MAX = 20;

type Target = Pick<OrderDetail, 'id' | 'orderNo'> & { approvers?: OrderDetail['approvers'] };

/**
 * The approvers of orders (a paid feature, approval): for one order from its detail, its approvers
 * are replaced by the chosen people (POST /order/examine/editUser); for orders chosen in the
 * approval list, the chosen people are added to each (POST /order/examine/batch/addExamineUsers).
 * Only people who may approve are offered.
 */
export function ApproversDrawer({
  orders,
  onClose,
  onDone,
}: {
  orders: Target[];
  onClose(): void;
  onDone?(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userIds?: number[] }>();
  const { submit, sending } = useActionSubmit(form, 'people');
  const one = orders.length === 1 ? orders[0]! : null;
  const title = t(one ? 'orderDetail.remaining.editApprovers' : 'orderDetail.remaining.addApprovers');
  const current = one?.approvers ?? [];

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const userIds = v.userIds ?? [];
    const ok = await submit(() =>
      one
        ? editApprovers(one.id, userIds)
        : addApprovers(
            orders.map((o) => o.id),
            userIds,
          ),
    );
    if (!ok) return;
    showToast('success', t('orderDetail.remaining.approversSaved', { count: orders.length }));
    onDone?.();
    onClose();
  };

  return (
    <ActionDrawer
      title={one ? `${title} · ${one.orderNo}` : title}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={t('orderDetail.remaining.saveApprovers')}
      sending={sending}
      testId="action-form-approvers"
    >
      <Typography.Paragraph type="secondary">
        {one
          ? t('orderDetail.remaining.editApproversHint')
          : t('orderDetail.remaining.addApproversHint', { count: orders.length })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ userIds: current.map((u) => u.id) }}>
        <Form.Item
          name="userIds"
          label={t('orderDetail.remaining.approvers')}
          rules={[
            { required: true, message: t('orderDetail.forms.personRequired') },
            {
              type: 'array',
              max: APPROVERS_MAX,
              message: t('orderDetail.forms.tooMany', { max: APPROVERS_MAX }),
            },
          ]}
        >
          <PersonSelect<number[]> multiple part="approver" known={current} testId="approvers-select" />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}
