import { Alert, Button, Descriptions, Empty, Flex, Input, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, VISIT_NOTE_MAX, type ReturnVisitTaskDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import {
  CUSTOM_VALUES_NAME,
  CustomFieldItems,
  CustomFieldView,
  readCustomValues,
} from '../../../components/CustomFields';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';
import { submitTask } from '../api';
import { validateForm } from '../../../shell/form-failure';

/**
 * The visit form (the enterprise's return-visit form from the forms engine) with its notes, and the
 * two outcomes, each confirmed; once submitted, the answers read-only with who submitted them.
 */
export function VisitForm({ task, onSubmitted }: { task: ReturnVisitTaskDetail; onSubmitted(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<{ note?: string; customValues?: Record<string, unknown> }>();
  const set = useFieldSet(FORM_KINDS.returnVisit);
  const fields = set.data?.fields ?? [];
  const note = set.data?.systemFields.find((f) => f.key === 'visitNote');
  const noteShown = note?.visible ?? true;

  const submit = async (result: 'passed' | 'failed') => {
    const v = await validateForm(form);
    if (!v) return;
    const values = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!values) return;
    const done = await submitForm(form, ['note'], () =>
      submitTask({ id: task.id, result, values, note: v.note || null }),
    );
    if (done) {
      showToast('success', t('returnVisits.detail.submitted'));
      onSubmitted();
    }
  };

  if (task.state !== 1)
    return (
      <Flex vertical gap={12}>
        {task.submittedBy && (
          <Typography.Text type="secondary">
            {t('returnVisits.detail.submittedBy', {
              name: task.submittedBy.name,
              time: task.submittedAt ? dayjs(task.submittedAt).format('YYYY-MM-DD HH:mm') : '',
            })}
          </Typography.Text>
        )}
        <Descriptions column={1} size="small" bordered data-testid="visit-answers">
          {fields.map((f) => (
            <Descriptions.Item key={f.id} label={f.name}>
              <CustomFieldView field={f} value={task.values[f.id]} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('returnVisits.fields.note')}>{task.note || '—'}</Descriptions.Item>
        </Descriptions>
      </Flex>
    );

  return (
    <Form form={form} layout="vertical" data-testid="visit-form">
      {!task.canSubmit && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            task.visitor
              ? t('returnVisits.detail.designatedOther', { name: task.visitor.name })
              : t('returnVisits.detail.noPerform')
          }
        />
      )}
      {fields.length === 0 && !set.isPending && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('returnVisits.detail.noForm')} />
      )}
      <CustomFieldItems fields={fields} disabled={!task.canSubmit} />
      {noteShown && (
        <Form.Item
          name="note"
          label={t('returnVisits.fields.note')}
          rules={[{ required: note?.required ?? false, whitespace: true }]}
        >
          <Input.TextArea rows={3} maxLength={VISIT_NOTE_MAX} showCount disabled={!task.canSubmit} />
        </Form.Item>
      )}
      {task.canSubmit && (
        <Flex gap={8}>
          <Popconfirm
            title={t('returnVisits.detail.passConfirm')}
            onConfirm={() => void submit('passed')}
            okText={t('returnVisits.detail.pass')}
            cancelText={t('returnVisits.common.cancel')}
          >
            <Button type="primary" data-testid="visit-pass">
              {t('returnVisits.detail.pass')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('returnVisits.detail.failConfirm')}
            onConfirm={() => void submit('failed')}
            okText={t('returnVisits.detail.fail')}
            okButtonProps={{ danger: true }}
            cancelText={t('returnVisits.common.cancel')}
          >
            <Button danger data-testid="visit-fail">
              {t('returnVisits.detail.fail')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Form>
  );
}
