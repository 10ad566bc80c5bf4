import { useCallback, useMemo } from 'react';
import { FORM_KINDS, fieldAllowed, type FieldDef } from '@fieldline/domain';
import { useSession } from '../../shell/session/useSession';
import { useFieldSet } from '../forms';

export { useCan } from '../../shell/session/useCan';
export { useLocale } from '../../shell/useLocale';

/** How the template shows one system field of the order form. */
export interface SystemFieldRule {
  visible: boolean;
  required: boolean;
  editable: boolean;
}

const SHOWN: SystemFieldRule = { visible: true, required: false, editable: true };

/**
 * An order template's form: its custom fields I may see (field access by my role types), whether I
 * may edit one, its system fields' visibility and required flags, and its process settings.
 */
export function useOrderTemplateForm(templateId: number | undefined) {
  const { user } = useSession();
  const set = useFieldSet(FORM_KINDS.order, templateId, { enabled: !!templateId });
  const settings = set.data?.template.settings;
  const roleTypes = useMemo(() => (user?.allRoles ?? []).map((r) => r.type), [user]);
  const fields = useMemo(
    () =>
      (set.data?.fields ?? []).filter((f) => !settings || fieldAllowed(settings, f.id, roleTypes, 'view')),
    [set.data, settings, roleTypes],
  );
  const canEdit = useCallback(
    (f: FieldDef) => !settings || fieldAllowed(settings, f.id, roleTypes, 'edit'),
    [settings, roleTypes],
  );
  const system = useCallback(
    (key: string): SystemFieldRule => {
      const view = set.data?.systemFields.find((f) => f.key === key);
      if (!view) return SHOWN;
      const allowed = !settings || fieldAllowed(settings, key, roleTypes, 'view');
      return {
        visible: view.visible && allowed,
        required: view.required,
        editable: !settings || fieldAllowed(settings, key, roleTypes, 'edit'),
      };
    },
    [set.data, settings, roleTypes],
  );
  return {
    fields,
    canEdit,
    system,
    settings,
    template: set.data?.template,
    isPending: !!templateId && set.isPending,
  };
}
