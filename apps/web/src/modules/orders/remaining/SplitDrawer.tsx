import { Button, Card, DatePicker, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTION_LABELS,
  ORDER_DESCRIPTION_MAX,
  ORDER_TITLE_MAX,
  SPLIT_CHILDREN_MAX,
  splitChildSchema,
  type OrderDetail,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { splitOrder } from '../detail/api';
import { ActionDrawer } from '../detail/components/ActionDrawer';
import { PersonSelect } from '../detail/components/PersonSelect';
import { useActionSubmit } from '../detail/components/useActionSubmit';

interface Child {
  title?: string;
  description?: string;
  appointmentAt?: Dayjs;
  serverUserId?: number;
}

/**
 * Split an order into child orders (the template's split node): each child gets a title and, if
 * wanted, its own description, appointment and engineer; the rest (customer, address, template,
 * custom values) is the parent's. The children link back to the parent.
 */
export function SplitDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ childOrders: Child[] }>();
  const { submit, sending } = useActionSubmit(form, 'split');
  const label = ORDER_ACTION_LABELS.split[locale];

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      splitOrder({
        orderId: order.id,
        childOrders: v.childOrders.map((c) => ({
          title: c.title ?? '',
          description: c.description?.trim() || undefined,
          appointmentAt: c.appointmentAt?.toISOString(),
          serverUserId: c.serverUserId ?? null,
        })),
      }),
    );
    if (ok) {
      showToast('success', t('orderDetail.remaining.splitDone', { count: v.childOrders.length }));
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
      testId="action-form-split"
    >
      <Typography.Paragraph type="secondary">{t('orderDetail.hints.split')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ childOrders: [{ title: order.title }] }}>
        <Form.List name="childOrders">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('orderDetail.remaining.child', { n: i + 1 })}
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('orderDetail.remaining.removeChild')}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                  data-testid={`split-child-${i}`}
                >
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('orderDetail.remaining.childTitle')}
                    required
                    rules={rules.field(splitChildSchema.shape.title, t('orderDetail.remaining.childTitle'))}
                  >
                    <Input maxLength={ORDER_TITLE_MAX} showCount data-testid={`split-title-${i}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'description']}
                    label={t('orderDetail.remaining.childDescription')}
                  >
                    <Input.TextArea rows={2} maxLength={ORDER_DESCRIPTION_MAX} showCount />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'appointmentAt']}
                    label={t('orderDetail.remaining.childAppointment')}
                  >
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      style={{ width: '100%' }}
                      inputReadOnly
                      disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'serverUserId']}
                    label={t('orderDetail.remaining.childServer')}
                    extra={t('orderDetail.remaining.childServerHint')}
                  >
                    <PersonSelect<number> part="server" />
                  </Form.Item>
                </Card>
              ))}
              {fields.length < SPLIT_CHILDREN_MAX && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: '' })}
                  data-testid="split-add"
                  block
                >
                  {t('orderDetail.remaining.addChild')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form>
    </ActionDrawer>
  );
}
