import { Button, Card, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OLD_PART_SN_MAX, type OldPart, type OrderPartLine } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { runAction, submitForm } from '../../../shell/submit';
import { ORDERS_KEY } from '../../orders';
import {
  ORDER_PART_FIELDS,
  SPARE_KEY,
  addOldPart,
  addOrderPart,
  fetchOrderParts,
  removeOldPart,
  removeOrderPart,
} from '../api';
import { useSpareLabels } from './labels';
import { PartSelect } from './pickers';

const QUANTITY = /^\d{1,13}(\.\d{1,2})?$/;
type Values = { partId: number; quantity: string; snCode?: string };

/** The quantity's rules: above 0, at most 13 digits and two decimals (SB:94, SB:96). */
function useQuantityRules() {
  const { t } = useTranslation();
  return [
    { required: true },
    { pattern: QUANTITY, message: t('spareParts.common.quantityRule') },
    {
      validator: (_r: unknown, v: string) =>
        Number(v) > 0 || !v
          ? Promise.resolve()
          : Promise.reject(new Error(t('spareParts.common.quantityRule'))),
    },
  ];
}

/** One line form: a part, a quantity and (old parts) an SN code. */
function LineForm({ old, onSubmit }: { old?: boolean; onSubmit(v: Values): Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useQuantityRules();
  const prefix = old ? 'order-old-part' : 'order-part';
  const submit = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const done = await submitForm(form, ORDER_PART_FIELDS, () => onSubmit(v));
    if (done !== undefined) form.resetFields();
  };
  return (
    <Form<Values> form={form} layout="inline" initialValues={{ quantity: '1' }} style={{ rowGap: 8 }}>
      <Form.Item name="partId" rules={[{ required: true }]}>
        <PartSelect testId={`${prefix}-part`} />
      </Form.Item>
      <Form.Item name="quantity" rules={rules}>
        <Input
          inputMode="decimal"
          style={{ width: 90 }}
          placeholder={t('spareParts.fields.quantity')}
          data-testid={`${prefix}-qty`}
        />
      </Form.Item>
      {old && (
        <Form.Item name="snCode">
          <Input
            maxLength={OLD_PART_SN_MAX}
            showCount
            style={{ width: 180 }}
            placeholder={t('spareParts.orderParts.snCode')}
            data-testid={`${prefix}-sn`}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" ghost onClick={() => void submit()} data-testid={`${prefix}-add`}>
          {old ? t('spareParts.orderParts.addOld') : t('spareParts.orderParts.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The parts used on an order and its old (replaced) parts, on the order's detail page (lent through
 * this module's face). Parts come out of the order's engineer's personal stock (or the default store)
 * when recorded; the order's spare-part amount follows. Editable until completion by whoever the
 * server allows (`editable`); shows nothing on an order without parts the caller may not change.
 */
export function OrderPartsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = [...SPARE_KEY, 'order', orderId];
  const { data } = useQuery({ queryKey: key, queryFn: () => fetchOrderParts(orderId) });
  if (!data || (!data.editable && !data.parts.length && !data.oldParts.length)) return null;
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SPARE_KEY }),
      queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] }),
    ]);
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    const ok = await runAction(call);
    setBusy(false);
    if (ok) {
      showToast('success', t('spareParts.common.saved'));
      await changed();
    }
  };
  const add = async (v: Values, old: boolean) => {
    const body = { orderId, partId: v.partId, quantity: v.quantity };
    const done = old
      ? await addOldPart({ ...body, snCode: v.snCode || undefined })
      : await addOrderPart(body);
    showToast('success', t('spareParts.common.saved'));
    await changed();
    return done;
  };
  const remove = (onConfirm: () => void, testId: string) =>
    data.editable ? (
      <Popconfirm title={t('spareParts.orderParts.removeConfirm')} onConfirm={onConfirm}>
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          disabled={busy}
          data-testid={testId}
        />
      </Popconfirm>
    ) : null;

  const partItem = (p: OrderPartLine) => (
    <List.Item
      key={p.id}
      data-testid={`order-part-${p.code}`}
      actions={[remove(() => void act(() => removeOrderPart(p.id)), `order-part-remove-${p.code}`)].filter(
        Boolean,
      )}
    >
      <List.Item.Meta
        title={`${p.code} ${p.name}`}
        description={t('spareParts.orderParts.line', {
          quantity: p.quantity,
          unit: p.unit ?? '',
          price: p.price,
          amount: p.amount,
          holder: p.holderName ?? '',
        })}
      />
    </List.Item>
  );
  const oldItem = (o: OldPart) => (
    <List.Item
      key={o.id}
      data-testid={`order-old-part-${o.code}`}
      actions={
        o.state === 0
          ? [remove(() => void act(() => removeOldPart(o.id)), `order-old-part-remove-${o.code}`)].filter(
              Boolean,
            )
          : []
      }
    >
      <List.Item.Meta
        title={
          <Space wrap>
            {`${o.code} ${o.name} × ${o.quantity}`}
            <Tag color={o.state === 0 ? 'orange' : o.state === 1 ? 'blue' : 'green'}>
              {labels.oldPart(o.state)}
            </Tag>
          </Space>
        }
        description={[
          o.snCode ? `SN ${o.snCode}` : null,
          o.engineerName,
          o.state === 0 ? t('spareParts.orderParts.age', { days: o.ageDays }) : o.warehouseName,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </List.Item>
  );

  return (
    <Card size="small" title={t('spareParts.orderParts.title')} data-testid="order-parts-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        <List
          size="small"
          dataSource={data.parts}
          renderItem={partItem}
          locale={{ emptyText: t('spareParts.orderParts.none') }}
        />
        <Typography.Text strong data-testid="order-parts-amount">
          {t('spareParts.orderParts.amount', { amount: data.sparepartAmount })}
        </Typography.Text>
        {data.editable && <LineForm onSubmit={(v) => add(v, false)} />}
        <Typography.Text type="secondary">{t('spareParts.orderParts.oldTitle')}</Typography.Text>
        <List
          size="small"
          dataSource={data.oldParts}
          renderItem={oldItem}
          locale={{ emptyText: t('spareParts.orderParts.noneOld') }}
        />
        {data.editable && <LineForm old onSubmit={(v) => add(v, true)} />}
      </Space>
    </Card>
  );
}
