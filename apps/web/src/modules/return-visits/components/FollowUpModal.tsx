import { DatePicker, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, ORDER_TITLE_MAX, VISIT_NOTE_MAX, type ReturnVisitTaskDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';
import { FOLLOW_UP_FIELDS, RETURN_VISITS_KEY, fetchVisitOrder, raiseFollowUp } from '../api';
import { validateForm } from '../../../shell/form-failure';

interface Values {
  title?: string;
  description?: string;
  appointmentAt?: Dayjs;
  customValues?: Record<string, unknown>;
}

/**
 * A failed visit's follow-up order: same customer, template, contact and address; the title,
 * description and appointment may be changed, and the template's fields are shown with the visited
 * order's values (a required one may still need filling).
 */
export function FollowUpModal({
  task,
  onClose,
  onDone,
}: {
  task: ReturnVisitTaskDetail;
  onClose(): void;
  onDone(orderNo: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const order = useQuery({
    queryKey: [...RETURN_VISITS_KEY, 'order', task.id],
    queryFn: () => fetchVisitOrder(task.id),
    retry: false,
  });
  const set = useFieldSet(FORM_KINDS.order, task.templateId);
  const fields = set.data?.fields ?? [];
  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const customValues = fields.length ? readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale) : {};
    if (!customValues) return;
    const created = await submitForm(form, FOLLOW_UP_FIELDS, () =>
      raiseFollowUp({
        id: task.id,
        title: v.title || null,
        description: v.description || null,
        appointmentAt: v.appointmentAt?.toISOString(),
        customValues,
      }),
    );
    if (created) {
      showToast('success', t('returnVisits.followUp.created', { orderNo: created.orderNo }));
      onDone(created.orderNo);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t('returnVisits.followUp.title')}
      okText={t('returnVisits.followUp.submit')}
      cancelText={t('returnVisits.common.cancel')}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('returnVisits.followUp.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        key={order.data ? 'loaded' : 'loading'}
        initialValues={{
          appointmentAt: dayjs().add(1, 'day').startOf('hour'),
          customValues: order.data?.customValues ?? {},
        }}
      >
        <Form.Item name="title" label={t('returnVisits.followUp.orderTitle')}>
          <Input
            maxLength={ORDER_TITLE_MAX}
            showCount
            placeholder={t('returnVisits.followUp.titlePlaceholder')}
          />
        </Form.Item>
        <Form.Item name="description" label={t('returnVisits.followUp.description')}>
          <Input.TextArea
            rows={3}
            maxLength={VISIT_NOTE_MAX}
            showCount
            placeholder={t('returnVisits.followUp.descriptionPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="appointmentAt" label={t('returnVisits.followUp.appointmentAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        {fields.length > 0 && <CustomFieldItems fields={fields} />}
      </Form>
    </Modal>
  );
}
