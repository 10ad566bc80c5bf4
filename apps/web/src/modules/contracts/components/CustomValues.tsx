import { Descriptions } from 'antd';
import type { FieldValue, FormKind } from '@fieldline/domain';
import { CustomFieldView } from '../../../components/CustomFields';
import { useFieldSet } from '../../forms';

/** A contract's custom fields (form kind 25 or 26) as read-only descriptions; nothing when the kind has none. */
export function ContractCustomValues({ kind, values }: { kind: FormKind; values?: Record<string, unknown> }) {
  const fields = useFieldSet(kind).data?.fields ?? [];
  if (!fields.length) return null;
  return (
    <Descriptions column={2} size="small" style={{ marginTop: 12 }} data-testid="contract-custom-values">
      {fields.map((f) => (
        <Descriptions.Item key={f.id} label={f.name}>
          <CustomFieldView field={f} value={values?.[f.id] as FieldValue | undefined} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
