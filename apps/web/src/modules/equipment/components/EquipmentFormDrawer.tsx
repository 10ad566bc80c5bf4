import { useState } from 'react';
import { Button, Col, DatePicker, Drawer, Flex, Input, Row, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SERIAL_NUMBER_MAX, type EquipmentDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { reportFormErrors, validateForm } from '../../../shell/form-failure';
import { CustomFieldItems } from '../../../components/CustomFields/CustomFieldItems';
import { CUSTOM_VALUES_NAME, readCustomValues } from '../../../components/CustomFields/issues';
import {
  EQUIPMENT_FIELDS,
  createEquipment,
  searchCustomers,
  searchProducts,
  updateEquipment,
  useEquipment,
  useEquipmentTemplate,
  type EquipmentInput,
} from '../api';
import { useLocale } from '../hooks';
import { submitForm } from '../../../shell/submit';
import { PickSelect } from './PickSelect';
import { SceneImageInput } from './SceneImageInput';

const DRAWER_WIDTH = 720;
const DATE_FORMAT = 'YYYY-MM-DD';
/** The product file's dates, in form order; each is a system field of the kind-3 field set. */
const DATE_FIELDS = [
  'purchaseDate',
  'deliveryDate',
  'installDate',
  'productionDate',
  'warrantyStart',
  'warrantyEnd',
] as const;
type DateField = (typeof DATE_FIELDS)[number];

type Values = {
  customerId?: number;
  productId?: number;
  serialNumber?: string;
  sceneImage?: string | null;
  customValues?: Record<string, unknown>;
} & Partial<Record<DateField, Dayjs | null>>;

interface Props {
  /** Absent: a new customer product (for `customerId` when given). */
  id?: number;
  customerId?: number;
  onClose(): void;
  onDone(id: number): void;
}

const toDay = (v: string | null | undefined) => (v ? dayjs(v) : null);

/**
 * Creates or edits a customer product: customer and product (required, spec-business §5 "customer
 * product equipment form required"), serial number, dates, scene image and the custom fields of
 * kind 3. System fields the field set hides are left out; those it requires are required.
 */
export function EquipmentFormDrawer({ id, customerId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const template = useEquipmentTemplate();
  const existing = useEquipment(id ?? 0, id !== undefined);
  const record: EquipmentDetail | undefined = existing.data;
  const loading = template.isLoading || (id !== undefined && existing.isLoading);
  const system = template.data?.system ?? {};
  const shown = (key: string) => system[key]?.visible !== false;
  const required = (key: string) => !!system[key]?.required;
  const fields = template.data?.fields ?? [];

  const initial: Values = record
    ? {
        customerId: record.customerId,
        productId: record.productId,
        serialNumber: record.serialNumber ?? undefined,
        sceneImage: record.sceneImage,
        customValues: record.customValues,
        ...Object.fromEntries(DATE_FIELDS.map((k) => [k, toDay(record[k])])),
      }
    : { customerId };

  const save = async () => {
    if (!(await validateForm(form))) return;
    const values = form.getFieldsValue(true) as Values;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return reportFormErrors(form);
    const body: EquipmentInput = {
      customerId: values.customerId!,
      productId: values.productId!,
      serialNumber: values.serialNumber?.trim() || null,
      sceneImage: values.sceneImage ?? null,
      customValues,
      ...Object.fromEntries(DATE_FIELDS.map((k) => [k, values[k] ? values[k].format(DATE_FORMAT) : null])),
    };
    setSaving(true);
    const done = await submitForm(form, EQUIPMENT_FIELDS, () =>
      id === undefined ? createEquipment(body) : updateEquipment(id, body),
    );
    setSaving(false);
    if (done !== undefined) onDone(id ?? (done as { id: number }).id);
  };

  const requiredRule = (label: string) => ({
    required: true,
    message: t('equipment.form.required', { field: label }),
  });

  return (
    <Drawer
      open
      width={DRAWER_WIDTH}
      title={t(id === undefined ? 'equipment.form.addTitle' : 'equipment.form.editTitle')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('equipment.actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="equipment-save">
            {t('equipment.actions.save')}
          </Button>
        </Flex>
      }
    >
      {loading ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} data-testid="equipment-form">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="customerId"
                label={t('equipment.fields.customer')}
                rules={[requiredRule(t('equipment.fields.customer'))]}
              >
                <PickSelect
                  name="customers"
                  search={searchCustomers}
                  initial={record ? { id: record.customerId, name: record.customerName } : null}
                  placeholder={t('equipment.form.pickCustomer')}
                  data-testid="equipment-customer"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="productId"
                label={t('equipment.fields.product')}
                rules={[requiredRule(t('equipment.fields.product'))]}
              >
                <PickSelect
                  name="products"
                  search={searchProducts}
                  initial={
                    record
                      ? { id: record.productId, name: record.productName, extra: record.productModel }
                      : null
                  }
                  placeholder={t('equipment.form.pickProduct')}
                  data-testid="equipment-product"
                />
              </Form.Item>
            </Col>
            {shown('serialNumber') && (
              <Col xs={24} md={12}>
                <Form.Item
                  name="serialNumber"
                  label={t('equipment.fields.serialNumber')}
                  rules={[
                    ...(required('serialNumber') ? [requiredRule(t('equipment.fields.serialNumber'))] : []),
                    {
                      max: SERIAL_NUMBER_MAX,
                      message: t('equipment.form.tooLong', { max: SERIAL_NUMBER_MAX }),
                    },
                  ]}
                >
                  <Input maxLength={SERIAL_NUMBER_MAX} showCount allowClear data-testid="equipment-serial" />
                </Form.Item>
              </Col>
            )}
            {DATE_FIELDS.filter(shown).map((key) => (
              <Col xs={24} md={12} key={key}>
                <Form.Item
                  name={key}
                  label={t(`equipment.fields.${key}`)}
                  dependencies={key === 'warrantyEnd' ? ['warrantyStart'] : undefined}
                  rules={[
                    ...(required(key) ? [requiredRule(t(`equipment.fields.${key}`))] : []),
                    ...(key === 'warrantyEnd'
                      ? [
                          ({ getFieldValue }: { getFieldValue(name: string): Dayjs | null }) => ({
                            validator: async (_: unknown, end: Dayjs | null) => {
                              const start = getFieldValue('warrantyStart');
                              if (start && end && end.isBefore(start, 'day'))
                                throw new Error(t('equipment.form.warrantyRange'));
                            },
                          }),
                        ]
                      : []),
                  ]}
                >
                  <DatePicker style={{ width: '100%' }} data-testid={`equipment-${key}`} />
                </Form.Item>
              </Col>
            ))}
            {shown('sceneImage') && (
              <Col span={24}>
                <Form.Item
                  name="sceneImage"
                  label={t('equipment.fields.sceneImage')}
                  extra={t('equipment.form.sceneImageRule')}
                  rules={required('sceneImage') ? [requiredRule(t('equipment.fields.sceneImage'))] : []}
                >
                  <SceneImageInput />
                </Form.Item>
              </Col>
            )}
          </Row>
          <CustomFieldItems fields={fields} />
        </Form>
      )}
    </Drawer>
  );
}
