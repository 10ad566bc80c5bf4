import { useEffect, useState } from 'react';
import { Button, Flex, Input, InputNumber, Radio, Select } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_ACCESS,
  EQUIPMENT_ACCESS,
  FORM_KINDS,
  SERVICE_EVENT_DESCRIPTION_MAX,
  SERVICE_EVENT_TITLE_MAX,
  TAG_OBJECT_KINDS,
  type EquipmentRow,
  type Page,
} from '@fieldline/domain';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { get } from '../../../shell/request';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { PickSelect } from '../../equipment';
import { useFieldSet, useTemplates } from '../../forms';
import { TagSelect } from '../../organization';
import { EVENT_FIELDS, createEvent, fetchHandlers, searchCallers, type EventCreateBody } from '../api';

/** What a new event starts with: the spec's /newEvent query, the service desk's caller, or a copied event. */
export interface EventPrefill {
  templateId?: number;
  title?: string;
  description?: string | null;
  priority?: 1 | 2 | 3;
  customerId?: number;
  customerName?: string;
  customerProductId?: number;
  customerProductName?: string;
  contactName?: string | null;
  contactPhone?: string | null;
  belongCallRecordId?: number;
  source?: number;
}

const searchCustomers = (keyword: string) =>
  searchCallers(keyword).then((p) =>
    p.list.map((c) => ({
      id: c.id,
      name: c.name,
      extra: [c.contactName, c.contactPhone].filter(Boolean).join(' '),
    })),
  );

/**
 * A picker's field for a user who may not search its list: shows the value brought in (or nothing),
 * disabled, and requests nothing.
 */
function Kept({
  id,
  name,
  testId,
  value,
}: {
  id?: number;
  name?: string;
  testId: string;
  value?: number | null;
  onChange?: unknown;
}) {
  const options = id ? [{ value: id, label: name ?? String(id) }] : [];
  return (
    <Select<number>
      disabled
      value={value === id ? (value ?? undefined) : undefined}
      options={options}
      data-testid={testId}
    />
  );
}

/**
 * The new-event form (form kind 5 template, its custom fields): title, description, priority,
 * customer and equipment, contact, main owner (assigning at once), coordinators, tags, expected
 * duration. Answers the created event through `onCreated`.
 */
export function EventForm({
  prefill,
  onCreated,
}: {
  prefill: EventPrefill;
  onCreated(id: number, no: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  // customers and their equipment are read with their own permissions (customer view, product view);
  // without one the field keeps what the caller brought (the desk's customer, the query's equipment)
  // and nothing is requested, so a creator without the power sees no refusal
  const pickCustomer = can(CUSTOMER_ACCESS.view);
  const pickEquipment = can(EQUIPMENT_ACCESS.view);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const templates = useTemplates(FORM_KINDS.event);
  const templateId = Form.useWatch('templateId', form) as number | undefined;
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const set = useFieldSet(FORM_KINDS.event, templateId, { enabled: !!templateId });
  const handlers = useQuery({ queryKey: ['serviceEvents', 'handlers'], queryFn: fetchHandlers });
  const settings = set.data?.template.settings;
  const fields = set.data?.fields ?? [];

  useEffect(() => {
    if (form.getFieldValue('templateId')) return;
    const list = (templates.data?.list ?? []).filter((x) => x.enabled !== false);
    const pick = list.find((x) => x.id === prefill.templateId) ?? list.find((x) => x.isDefault) ?? list[0];
    if (pick) form.setFieldValue('templateId', pick.id);
  }, [templates.data, prefill.templateId, form]);

  const searchProducts = (keyword: string) =>
    get<Page<EquipmentRow>>('/v2/customerProduct/list', {
      customerId,
      keyword: keyword || undefined,
      pageIndex: 0,
      pageSize: 20,
    }).then((p) =>
      p.list.map((r) => ({
        id: r.id,
        name: `${r.productName}${r.serialNumber ? ` · ${r.serialNumber}` : ''}`,
      })),
    );

  const submit = async () => {
    const values = (await validateForm(form)) as Record<string, unknown> | null;
    if (!values) return;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return;
    const body = {
      ...values,
      customValues,
      belongCallRecordId: prefill.belongCallRecordId,
      source: prefill.source,
    } as EventCreateBody;
    setBusy(true);
    const created = await submitForm(form, [...EVENT_FIELDS], () => createEvent(body));
    setBusy(false);
    if (!created) return;
    showToast('success', t('serviceEvents.form.created', { no: created.eventNo }));
    onCreated(created.id, created.eventNo);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="event-form"
      initialValues={{
        title: prefill.title,
        description: prefill.description,
        priority: prefill.priority ?? 1,
        customerId: prefill.customerId,
        customerProductId: prefill.customerProductId,
        contactName: prefill.contactName,
        contactPhone: prefill.contactPhone,
      }}
    >
      <Form.Item name="templateId" label={t('serviceEvents.fields.template')} rules={[{ required: true }]}>
        <Select options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('serviceEvents.fields.title')}
        rules={[{ required: true, whitespace: true, message: t('serviceEvents.form.titleRequired') }]}
      >
        <Input showCount maxLength={SERVICE_EVENT_TITLE_MAX} data-testid="event-title" />
      </Form.Item>
      <Form.Item name="description" label={t('serviceEvents.fields.description')}>
        <Input.TextArea showCount maxLength={SERVICE_EVENT_DESCRIPTION_MAX} rows={3} />
      </Form.Item>
      {settings?.enablePriority !== false && (
        <Form.Item name="priority" label={t('serviceEvents.fields.priority')}>
          <Radio.Group
            options={([1, 2, 3] as const).map((p) => ({ value: p, label: t(`enum.orderPriority.${p}`) }))}
          />
        </Form.Item>
      )}
      {settings?.enableCustomer !== false && (
        <>
          <Form.Item
            name="customerId"
            label={t('serviceEvents.fields.customer')}
            extra={pickCustomer ? undefined : t('serviceEvents.form.customerUnseen')}
          >
            {pickCustomer ? (
              <PickSelect
                name="eventCustomer"
                search={searchCustomers}
                allowClear
                initial={
                  prefill.customerId ? { id: prefill.customerId, name: prefill.customerName ?? '' } : null
                }
                onChange={() => form.setFieldValue('customerProductId', null)}
                data-testid="event-customer"
              />
            ) : (
              <Kept id={prefill.customerId} name={prefill.customerName} testId="event-customer" />
            )}
          </Form.Item>
          {(pickEquipment || !!prefill.customerProductId) && (
            <Form.Item
              name="customerProductId"
              label={t('serviceEvents.fields.equipment')}
              extra={pickEquipment ? undefined : t('serviceEvents.form.equipmentUnseen')}
            >
              {pickEquipment && customerId ? (
                // mounted once a customer is chosen: its equipment only, never the enterprise's
                <PickSelect
                  name={`eventEquipment-${customerId}`}
                  search={searchProducts}
                  allowClear
                  initial={
                    prefill.customerProductId
                      ? { id: prefill.customerProductId, name: prefill.customerProductName ?? '' }
                      : null
                  }
                  data-testid="event-equipment"
                />
              ) : (
                <Kept
                  id={prefill.customerProductId}
                  name={prefill.customerProductName}
                  testId="event-equipment"
                />
              )}
            </Form.Item>
          )}
        </>
      )}
      <Flex gap={12} wrap>
        <Form.Item
          name="contactName"
          label={t('serviceEvents.fields.contactName')}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input showCount maxLength={18} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('serviceEvents.fields.contactPhone')}
          style={{ flex: 1, minWidth: 160 }}
        >
          <Input showCount maxLength={11} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="principalUserId"
        label={t('serviceEvents.fields.principal')}
        extra={t('serviceEvents.form.principalHint')}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={(handlers.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          data-testid="event-principal"
        />
      </Form.Item>
      <Form.Item name="coordinatorIds" label={t('serviceEvents.fields.coordinators')}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={(handlers.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        />
      </Form.Item>
      <Form.Item
        name="tagIds"
        label={t('serviceEvents.fields.tags')}
        rules={
          settings?.tagsRequired ? [{ required: true, message: t('serviceEvents.form.tagRequired') }] : []
        }
      >
        <TagSelect objectKind={TAG_OBJECT_KINDS.event} multiple allowClear />
      </Form.Item>
      <Form.Item name="durationMinutes" label={t('serviceEvents.fields.duration')}>
        <InputNumber min={1} max={527040} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <CustomFieldItems fields={fields} />
      <Flex justify="flex-end">
        <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="event-submit">
          {t('serviceEvents.form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
