import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { designerKind, idParam } from '../params';
import { TemplateDesigner } from './TemplateDesigner';

/** /templateCenter/processSetting/customFormbeta ?tmpId, type (the kind), tmpName: the same designer. */
export default function TemplateFormBetaPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = params.get('tmpName');
  return (
    <TemplateDesigner
      title={name ? t('forms.page.templateTitle', { name }) : t('forms.routes.templateCustomFormBeta')}
      kind={designerKind(params.get('type') ?? undefined, null)}
      templateId={idParam(params.get('tmpId'))}
    />
  );
}
