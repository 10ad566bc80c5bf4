import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

/** Changing templates, fields and custom buttons needs "System settings › Templates". */
export const FORMS_ACCESS = { templates: fn('systemSettings', 3) as TreeCode } as const;
