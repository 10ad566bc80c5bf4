import { useState } from 'react';
import { Alert, Button, Empty, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldValues } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { reportFormErrors, validateForm } from '../../../shell/form-failure';
import { CustomFieldItems } from '../../../components/CustomFields/CustomFieldItems';
import { CUSTOM_VALUES_NAME, readCustomValues } from '../../../components/CustomFields/issues';
import { useLocale } from '../../../shell/useLocale';

const PREVIEW_WIDTH = 720;

/**
 * The form as a user will fill it in: conditions and calculators live, and "Validate" runs the
 * same checks the server runs, showing the values that would be stored.
 */
export function PreviewModal({ fields, onClose }: { fields: FieldDef[]; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm();
  const [result, setResult] = useState<FieldValues | null>(null);

  const validate = async () => {
    setResult(null);
    if (!(await validateForm(form))) return;
    const values = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (values) setResult(values);
    else reportFormErrors(form);
  };

  return (
    <Modal
      open
      title={t('forms.preview.title')}
      width={PREVIEW_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="reset"
          onClick={() => {
            form.resetFields();
            setResult(null);
          }}
        >
          {t('forms.preview.reset')}
        </Button>,
        <Button key="submit" type="primary" onClick={() => void validate()} data-testid="preview-submit">
          {t('forms.preview.submit')}
        </Button>,
      ]}
    >
      {fields.length === 0 ? (
        <Empty description={t('forms.preview.empty')} />
      ) : (
        <Form form={form} layout="vertical" data-testid="preview-form" onValuesChange={() => setResult(null)}>
          <CustomFieldItems fields={fields} />
        </Form>
      )}
      {result && (
        <Alert
          type="success"
          showIcon
          message={t('forms.preview.valid')}
          description={
            <Typography.Paragraph copyable={{ text: JSON.stringify(result) }} style={{ marginBottom: 0 }}>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(result, null, 2)}</pre>
            </Typography.Paragraph>
          }
          data-testid="preview-result"
        />
      )}
    </Modal>
  );
}
