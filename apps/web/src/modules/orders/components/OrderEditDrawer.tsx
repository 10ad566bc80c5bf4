import { useEffect } from 'react';
import { Button, Col, Divider, Drawer, Input, Row, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_NAME_MAX, orderEditSchema, type FieldDef, type OrderDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { reportFormErrors, validateForm } from '../../../shell/form-failure';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { AddressControl } from '../../../components/CustomFields/controls/PlaceControls';
import { get } from '../../../shell/request';
import { ORDERS_KEY, useEditOrder } from '../api';
import { applySchemaIssues, showOrderFormError } from '../errors';
import { useLocale, useOrderTemplateForm } from '../hooks';
import { createBody, createFieldNames, type OrderFormValues } from '../logic';
import { useOrderRules } from '../rules';
import { OrderMainFields } from './form/OrderMainFields';

interface Props {
  orderId: number;
  onClose(): void;
  onDone(): void;
}

const addressField = (name: string): FieldDef => ({
  id: 'address',
  code: 'address',
  name,
  type: 'address',
  required: false,
  visible: true,
  props: {},
});

/**
 * Edit an open order (PUT /v2/order/edit): its own fields, contact, service address and custom
 * fields as its template shows them. Completed, cancelled, archived or deleted orders are refused.
 */
export function OrderEditDrawer({ orderId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useOrderRules();
  const [form] = Form.useForm<OrderFormValues>();
  const edit = useEditOrder();
  const detail = useQuery({
    queryKey: [ORDERS_KEY, 'detail', orderId],
    queryFn: () => get<OrderDetail>('/order/orderDetail', { id: orderId }),
  });
  const tpl = useOrderTemplateForm(detail.data?.templateId);

  useEffect(() => {
    const o = detail.data;
    if (!o) return;
    form.setFieldsValue({
      title: o.title,
      priority: o.priority,
      appointmentAt: o.appointmentAt ? dayjs(o.appointmentAt) : undefined,
      estimatedAt: o.estimatedAt ? dayjs(o.estimatedAt) : null,
      description: o.description ?? undefined,
      images: o.images,
      attachments: o.attachments,
      tagIds: o.tags.map((x) => x.id),
      serviceItems: o.payment.lines.map((l) => ({ serviceItemId: l.serviceItemId, quantity: l.quantity })),
      contactName: o.contactName ?? undefined,
      contactPhone: o.contactPhone ?? undefined,
      address: o.address
        ? {
            province: o.address.province ?? '',
            city: o.address.city ?? undefined,
            region: o.address.region ?? undefined,
            detail: o.address.detail ?? undefined,
          }
        : null,
      [CUSTOM_VALUES_NAME[0]!]: o.customValues,
    } as Partial<OrderFormValues>);
  }, [detail.data, form]);

  const save = async () => {
    const o = detail.data;
    if (!o) return;
    const values = await validateForm(form);
    if (!values) return;
    const customValues = readCustomValues(form, tpl.fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return reportFormErrors(form);
    const full = createBody(
      { ...values, templateId: o.templateId, orderType: o.orderType, customerId: o.customerId },
      customValues,
    );
    const body = {
      id: o.id,
      title: full.title,
      priority: full.priority,
      appointmentAt: full.appointmentAt,
      estimatedAt: full.estimatedAt,
      description: full.description,
      images: full.images,
      attachments: full.attachments,
      tagIds: full.tagIds,
      serviceItems: full.serviceItems,
      contactName: full.contactName,
      contactPhone: full.contactPhone,
      address: full.address,
      customValues,
    };
    const checked = orderEditSchema.safeParse(body);
    if (!checked.success) return applySchemaIssues(form, checked.error.issues, locale);
    const fieldIds = tpl.fields.map((f) => f.id);
    try {
      const result = await edit.mutateAsync({
        body,
        fields: createFieldNames(body.serviceItems?.length ?? 0, fieldIds),
      });
      if (result) onDone();
    } catch (error) {
      showOrderFormError(form, error, locale, fieldIds);
    }
  };

  const s = orderEditSchema.shape;
  return (
    <Drawer
      open
      title={t('orders.edit.title', { no: detail.data?.orderNo ?? '' })}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('orders.common.cancel')}</Button>
          <Button
            type="primary"
            loading={edit.isPending}
            disabled={!detail.data}
            onClick={() => void save()}
            data-testid="order-edit-save"
          >
            {t('orders.common.save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={detail.isPending || tpl.isPending}>
        <Form form={form} layout="vertical" data-testid="order-edit-form">
          <OrderMainFields
            system={tpl.system}
            templateId={detail.data?.templateId}
            tagsRequired={!!tpl.settings?.tagsRequired}
          />
          <Divider titlePlacement="start">{t('orders.form.customerSection')}</Divider>
          <Row gutter={12}>
            <Col xs={12}>
              <Form.Item
                name="contactName"
                label={t('orders.fields.contactName')}
                rules={rules.optional(s.contactName, t('orders.fields.contactName'))}
              >
                <Input maxLength={CONTACT_NAME_MAX} showCount />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name="contactPhone"
                label={t('orders.fields.contactPhone')}
                rules={rules.optional(s.contactPhone, t('orders.fields.contactPhone'))}
              >
                <Input maxLength={11} inputMode="tel" />
              </Form.Item>
            </Col>
          </Row>
          {tpl.system('serviceAddress').visible && (
            <Form.Item name="address" label={t('orders.fields.address')}>
              <AddressControl field={addressField(t('orders.fields.address'))} />
            </Form.Item>
          )}
          {tpl.fields.length > 0 && <Divider titlePlacement="start">{t('orders.form.customFields')}</Divider>}
          <CustomFieldItems fields={tpl.fields} canEdit={tpl.canEdit} />
        </Form>
      </Spin>
    </Drawer>
  );
}
