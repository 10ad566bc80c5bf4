import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ATTACHMENTS_MAX,
  ORDER_DESCRIPTION_MAX,
  ORDER_PRIORITIES,
  ORDER_TITLE_MAX,
  SERVICE_ITEM_ACCESS,
  orderCreateSchema,
  type FieldDef,
} from '@fieldline/domain';
import { AttachmentsControl, ImagesControl } from './FileFields';
import { useFieldRules } from '../../../../shell/form-rules';
import { useCan, type SystemFieldRule } from '../../hooks';
import { appointmentInPast } from '../../logic';
import { domainMessage, useOrderRules } from '../../rules';
import { OrderTagSelect } from '../pickers';
import { ServiceLinesEditor } from './ServiceLinesEditor';

interface Props {
  system(key: string): SystemFieldRule;
  templateId: number | undefined;
  tagsRequired: boolean;
}

const DATETIME = 'YYYY-MM-DD HH:mm';

/** A pseudo field for the shared file controls (their messages name the field). */
const fileField = (id: string, name: string, type: FieldDef['type']): FieldDef => ({
  id,
  code: id,
  name,
  type,
  required: false,
  visible: true,
  props: {},
});

/**
 * The order's own fields as its template shows them (spec-business §3 "Order field controls"):
 * title, priority, appointment (required; earlier than now warns that the order may time out),
 * estimated completion (not before the appointment), service items (for those who may see them,
 * unless the template requires them), description, images, attachments and tags (required where the
 * template says).
 */
export function OrderMainFields({ system, templateId, tagsRequired }: Props) {
  const { t } = useTranslation();
  const fieldRules = useFieldRules();
  const rules = useOrderRules();
  const can = useCan();
  const s = orderCreateSchema.shape;
  const required = (rule: SystemFieldRule, label: string) => (rule.required ? [rules.required(label)] : []);
  const priority = system('priority');
  const estimated = system('estimatedCompletion');
  const items = system('serviceItems');
  // An ordinary employee raising an internal order prices nothing: no service items to look up.
  const showItems = items.visible && (can(SERVICE_ITEM_ACCESS.view) || items.required);
  const description = system('description');
  const images = system('images');

  return (
    <>
      <Form.Item
        name="title"
        label={t('orders.fields.title')}
        rules={fieldRules.field(s.title, t('orders.fields.title'))}
      >
        <Input maxLength={ORDER_TITLE_MAX} showCount data-testid="order-title" />
      </Form.Item>
      {priority.visible && (
        <Form.Item name="priority" label={t('orders.fields.priority')}>
          <Radio.Group
            disabled={!priority.editable}
            optionType="button"
            options={Object.values(ORDER_PRIORITIES).map((p) => ({
              value: p,
              label: t(`enum.orderPriority.${p}`),
            }))}
            data-testid="order-priority"
          />
        </Form.Item>
      )}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="appointmentAt"
            label={t('orders.fields.appointmentAt')}
            rules={[
              rules.required(t('orders.fields.appointmentAt')),
              {
                warningOnly: true,
                validator: async (_r, v: Dayjs | undefined) => {
                  if (v && appointmentInPast(v.toDate())) throw new Error(t('orders.form.appointmentPast'));
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format={DATETIME}
              style={{ width: '100%' }}
              data-testid="order-appointment"
            />
          </Form.Item>
        </Col>
        {estimated.visible && (
          <Col xs={24} md={12}>
            <Form.Item
              name="estimatedAt"
              label={t('orders.fields.estimatedAt')}
              dependencies={['appointmentAt']}
              rules={[
                ...required(estimated, t('orders.fields.estimatedAt')),
                ({ getFieldValue }) => ({
                  validator: async (_r, v: Dayjs | undefined) => {
                    const at = getFieldValue('appointmentAt') as Dayjs | undefined;
                    if (v && at && v.isBefore(at))
                      throw new Error(domainMessage('estimateBeforeAppointment', rules.locale));
                  },
                }),
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={DATETIME}
                disabled={!estimated.editable}
                style={{ width: '100%' }}
                data-testid="order-estimated"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {showItems && (
        <Form.Item label={t('orders.fields.serviceItems')} required={items.required}>
          <ServiceLinesEditor templateId={templateId} disabled={!items.editable} required={items.required} />
        </Form.Item>
      )}
      {description.visible && (
        <Form.Item
          name="description"
          label={t('orders.fields.description')}
          rules={[
            ...required(description, t('orders.fields.description')),
            ...rules.optional(s.description, t('orders.fields.description')),
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={ORDER_DESCRIPTION_MAX}
            showCount
            disabled={!description.editable}
            data-testid="order-description"
          />
        </Form.Item>
      )}
      {images.visible && (
        <Form.Item
          name="images"
          label={t('orders.fields.images')}
          rules={required(images, t('orders.fields.images'))}
        >
          <ImagesControl
            field={fileField('images', t('orders.fields.images'), 'imgMultiple')}
            disabled={!images.editable}
          />
        </Form.Item>
      )}
      <Form.Item name="attachments" label={t('orders.fields.attachments')}>
        <AttachmentsControl
          field={fileField('attachments', t('orders.fields.attachments'), 'upload')}
          max={ORDER_ATTACHMENTS_MAX}
        />
      </Form.Item>
      <Form.Item
        name="tagIds"
        label={t('orders.fields.tags')}
        rules={
          tagsRequired
            ? [{ type: 'array', required: true, min: 1, message: t('orders.form.tagRequired') }]
            : []
        }
      >
        <OrderTagSelect multiple allowClear data-testid="order-tags" />
      </Form.Item>
    </>
  );
}
