import { Card, Segmented, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FORM_KIND_LABELS,
  FORM_KIND_VALUES,
  TEMPLATED_KINDS,
  formKindName,
  type FormKind,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { useTemplates } from '../api';
import { FormDesigner } from '../components/FormDesigner';
import { idParam, kindParam } from '../params';

const TEMPLATE_PICKER_WIDTH = 200;

/**
 * /customForm (field customization): pick the object kind, then design its field set; kinds with
 * several templates (orders, events) design their default template unless one is picked. The
 * choice lives in the query (?kind=&templateId=), so leaving with unsaved changes asks first.
 */
export default function CustomFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const kind = kindParam(params.get('kind'));
  const templated = TEMPLATED_KINDS.includes(kind);
  const templateId = templated ? idParam(params.get('templateId')) : undefined;
  const templates = useTemplates(kind, { enabled: templated });

  const pick = (next: FormKind, template?: number) =>
    setParams(template ? { kind: String(next), templateId: String(template) } : { kind: String(next) });

  const toolbar = (
    <>
      <Segmented<FormKind>
        value={kind}
        options={FORM_KIND_VALUES.map((k) => ({
          value: k,
          label: FORM_KIND_LABELS[formKindName(k)][locale],
        }))}
        onChange={(k) => pick(k)}
        data-testid="form-kind"
      />
      {templated && (
        <Select<number>
          allowClear
          style={{ width: TEMPLATE_PICKER_WIDTH }}
          value={templateId}
          loading={templates.isLoading}
          placeholder={t('forms.page.defaultTemplate')}
          options={(templates.data?.list ?? []).map((tpl) => ({
            value: tpl.id,
            label: tpl.isDefault ? `${tpl.name} (${t('forms.page.default')})` : tpl.name,
          }))}
          onChange={(id) => pick(kind, id)}
          data-testid="form-template"
        />
      )}
    </>
  );

  return (
    <Card title={t('forms.routes.customForm')}>
      <FormDesigner
        key={`${kind}:${templateId ?? ''}`}
        kind={kind}
        templateId={templateId}
        toolbar={toolbar}
      />
    </Card>
  );
}
