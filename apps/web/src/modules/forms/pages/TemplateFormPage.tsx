import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { designerKind, idParam } from '../params';
import { TemplateDesigner } from './TemplateDesigner';

/**
 * /templateCenter/processSetting/customForm/:orderType? ?id=<template id>[&templateName=]: the
 * designer of one order (or event) template's form, opened from the template centre.
 */
export default function TemplateFormPage() {
  const { t } = useTranslation();
  const { orderType } = useParams();
  const [params] = useSearchParams();
  const name = params.get('templateName');
  return (
    <TemplateDesigner
      title={name ? t('forms.page.templateTitle', { name }) : t('forms.routes.templateCustomForm')}
      kind={designerKind(orderType, params.get('kind'))}
      templateId={idParam(params.get('id'))}
    />
  );
}
