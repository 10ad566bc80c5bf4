import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, type FieldValues } from '@fieldline/domain';
import { CustomFieldView } from '../../../../components/CustomFields';
import { useFieldSet } from '../../../forms';

/**
 * The values of the template's custom fields (the server leaves out those the caller may not see);
 * shown in the template's order, with images, files, signatures and stars rendered as such.
 */
export function CustomValuesCard({ templateId, values }: { templateId: number; values: FieldValues }) {
  const { t } = useTranslation();
  const set = useFieldSet(FORM_KINDS.order, templateId);
  const fields = (set.data?.fields ?? []).filter((f) => f.visible && f.type !== 'explain' && f.id in values);
  if (!fields.length) return null;
  return (
    <Card title={t('orderDetail.sections.customFields')} size="small" data-testid="order-custom-fields">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        {fields.map((f) => (
          <Descriptions.Item key={f.id} label={f.name}>
            <CustomFieldView field={f} value={values[f.id]} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
