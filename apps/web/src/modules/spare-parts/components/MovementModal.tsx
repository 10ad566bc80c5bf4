import { Button, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SETTING_DEFAULT_STORE,
  SPARE_NOTE_MAX,
  STOCK_IN_REASONS,
  STOCK_OUT_REASONS,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { LINE_FIELDS, SPARE_KEY, fetchSettings, postMovement, type MovementAction } from '../api';
import { useSpareLabels } from './labels';
import { PartSelect, PersonSelect, WarehouseSelect } from './pickers';

const QUANTITY = /^\d{1,13}(\.\d{1,2})?$/;

/** Which fields each movement asks for (the server's schemas in packages/domain decide). */
const FIELDS: Record<
  MovementAction,
  {
    warehouse?: 'any' | 'genuine';
    from?: boolean;
    user?: boolean;
    reasons?: readonly string[];
    scrap?: boolean;
  }
> = {
  in: { warehouse: 'any', reasons: STOCK_IN_REASONS },
  out: { warehouse: 'any', reasons: STOCK_OUT_REASONS },
  transfer: { from: true },
  allocate: { warehouse: 'genuine', user: true },
  scrap: { warehouse: 'genuine', scrap: true },
  apply: { warehouse: 'genuine' },
  return: { warehouse: 'genuine' },
};

interface Values {
  warehouseId?: number;
  fromWarehouseId?: number;
  toWarehouseId?: number;
  scrapWarehouseId?: number;
  userId?: number;
  reason?: string;
  note?: string;
  items: { partId?: number; quantity?: string }[];
}

/**
 * One form for every movement: stock in/out with a reason, transfer, allocation, scrap (from a
 * warehouse, or from the caller's personal stock when `personal`), a request (申领) and a return.
 * The default store (50014) is chosen first.
 */
export function MovementModal({
  action,
  personal,
  onClose,
}: {
  action: MovementAction;
  personal?: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const f = FIELDS[action];
  const { data: settings } = useQuery({
    queryKey: [...SPARE_KEY, 'settings', 'defaultStore'],
    queryFn: () => fetchSettings([SETTING_DEFAULT_STORE]),
  });
  const defaultStore = settings?.[0]?.value as number | null | undefined;
  const submit = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const body: Record<string, unknown> = {
      ...v,
      items: v.items.map((i) => ({ partId: i.partId, quantity: i.quantity })),
      ...(personal ? { warehouseId: null } : {}),
    };
    const done = await submitForm(form, LINE_FIELDS, () => postMovement(action, body));
    if (done === undefined) return;
    showToast('success', t(`spareParts.actions.${action}Done`));
    void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
    onClose();
  };
  const required = [{ required: true }];
  return (
    <Modal
      open
      title={t(`spareParts.actions.${action}`)}
      okText={t('spareParts.common.submit')}
      cancelText={t('spareParts.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'movement-submit' } as never}
      destroyOnHidden
    >
      {settings && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            items: [{}],
            warehouseId: f.warehouse && !personal ? (defaultStore ?? undefined) : undefined,
          }}
        >
          {f.warehouse && !personal && (
            <Form.Item name="warehouseId" label={t('spareParts.fields.warehouse')} rules={required}>
              <WarehouseSelect kind={f.warehouse === 'genuine' ? 1 : undefined} testId="movement-warehouse" />
            </Form.Item>
          )}
          {f.from && (
            <Space wrap>
              <Form.Item name="fromWarehouseId" label={t('spareParts.fields.fromWarehouse')} rules={required}>
                <WarehouseSelect testId="movement-from" />
              </Form.Item>
              <Form.Item name="toWarehouseId" label={t('spareParts.fields.toWarehouse')} rules={required}>
                <WarehouseSelect testId="movement-to" />
              </Form.Item>
            </Space>
          )}
          {f.scrap && (
            <Form.Item name="scrapWarehouseId" label={t('spareParts.fields.scrapWarehouse')} rules={required}>
              <WarehouseSelect kind={2} testId="movement-scrap" />
            </Form.Item>
          )}
          {f.user && (
            <Form.Item name="userId" label={t('spareParts.fields.person')} rules={required}>
              <PersonSelect testId="movement-user" />
            </Form.Item>
          )}
          {f.reasons && (
            <Form.Item name="reason" label={t('spareParts.fields.reason')} rules={required}>
              <Select
                options={f.reasons.map((r) => ({ value: r, label: labels.reason(r) }))}
                data-testid="movement-reason"
              />
            </Form.Item>
          )}
          {f.scrap && (
            <Form.Item
              name="reason"
              label={t('spareParts.fields.reason')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={SPARE_NOTE_MAX} showCount />
            </Form.Item>
          )}
          <Form.List name="items">
            {(items, { add, remove }) => (
              <>
                {items.map((item, i) => (
                  <Space key={item.key} align="start" wrap>
                    <Form.Item
                      name={[item.name, 'partId']}
                      rules={required}
                      label={i === 0 ? t('spareParts.fields.part') : undefined}
                    >
                      <PartSelect testId={`movement-part-${i}`} />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'quantity']}
                      label={i === 0 ? t('spareParts.fields.quantity') : undefined}
                      rules={[
                        { required: true },
                        { pattern: QUANTITY, message: t('spareParts.common.quantityRule') },
                        {
                          validator: (_r, v) =>
                            Number(v) > 0 || !v
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('spareParts.common.quantityRule'))),
                        },
                      ]}
                    >
                      <Input inputMode="decimal" style={{ width: 110 }} data-testid={`movement-qty-${i}`} />
                    </Form.Item>
                    {items.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(item.name)}
                        aria-label={t('spareParts.common.remove')}
                        style={{ marginTop: i === 0 ? 30 : 0 }}
                      />
                    )}
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  block
                  data-testid="movement-add-line"
                >
                  {t('spareParts.common.addLine')}
                </Button>
              </>
            )}
          </Form.List>
          {!f.scrap && (
            <Form.Item name="note" label={t('spareParts.fields.note')} style={{ marginTop: 16 }}>
              <Input.TextArea rows={2} maxLength={SPARE_NOTE_MAX} showCount />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
