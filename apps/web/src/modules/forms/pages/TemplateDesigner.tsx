import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, type FormKind } from '@fieldline/domain';
import { useTemplateKind } from '../api';
import { FormDesigner } from '../components/FormDesigner';

interface Props {
  title: string;
  /** The kind the link names, if it names one. */
  kind: FormKind | undefined;
  templateId: number | undefined;
}

/**
 * The designer of one template's form. A link with the template id but no kind gets the
 * template's kind looked up first (the field set is asked for by kind and template).
 */
export function TemplateDesigner({ title, kind, templateId }: Props) {
  const { t } = useTranslation();
  const lookup = useTemplateKind(templateId, { enabled: kind === undefined });
  const resolved = kind ?? (templateId === undefined ? FORM_KINDS.order : lookup.kind);
  let body;
  if (resolved !== undefined)
    body = <FormDesigner key={`${resolved}:${templateId ?? ''}`} kind={resolved} templateId={templateId} />;
  else if (lookup.isError) body = <Result status="404" title={t('forms.page.templateMissing')} />;
  else body = <Skeleton active />;
  return <Card title={title}>{body}</Card>;
}
