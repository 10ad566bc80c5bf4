import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../shell/form-rules';
import type { EnterpriseOption } from '../api';
import { LAZY_SCHEMAS } from '../lazy-schemas';

/** The enterprise picker of EnterpriseChoice, loaded only when the server asks for a choice. */
export default function EnterpriseSelect({ enterprises }: { enterprises: EnterpriseOption[] }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <Alert type="info" showIcon title={t('auth.login.chooseEnterprise')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="enterpriseId"
        label={t('auth.fields.enterprise')}
        rules={rules.field(LAZY_SCHEMAS.enterpriseId, t('auth.fields.enterprise'))}
      >
        <Select
          data-testid="enterprise-select"
          placeholder={t('auth.placeholders.enterprise')}
          options={enterprises.map((e) => ({ value: e.id, label: e.name }))}
        />
      </Form.Item>
    </>
  );
}
