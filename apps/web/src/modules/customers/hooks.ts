import { useCallback, useMemo } from 'react';
import { FORM_KINDS, fieldAllowed, type FieldDef } from '@fieldline/domain';
import { useSession } from '../../shell/session/useSession';
import { useFieldSet } from '../forms';

export { useCan } from '../../shell/session/useCan';

export { useLocale } from '../../shell/useLocale';

/**
 * The customer field set's custom fields that I may see (the template's field access by my role
 * types), and whether I may edit one.
 */
export function useCustomerFields() {
  const { user } = useSession();
  const set = useFieldSet(FORM_KINDS.customer);
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
  return { fields, canEdit, isPending: set.isPending };
}
