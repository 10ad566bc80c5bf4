import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyLabels } from '../designer/payload';

/** The properties' names on screen, for the designer's messages about them. */
export function usePropertyLabels(): PropertyLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      name: t('forms.props.name'),
      code: t('forms.props.code'),
      help: t('forms.props.help'),
      options: t('forms.props.options'),
      tree: t('forms.props.tree'),
      formula: t('forms.props.formula'),
      content: t('forms.props.content'),
      maxStars: t('forms.props.maxStars'),
      placeholder: t('forms.props.placeholder'),
      condition: t('forms.props.condition'),
    }),
    [t],
  );
}
