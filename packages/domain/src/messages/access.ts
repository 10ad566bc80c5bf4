import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

/**
 * The code the message settings routes and menu declare: system settings, "消息设置" (12704). In a
 * file of its own, without zod: the web's route table imports it at start.
 */
export const MESSAGE_ACCESS = { settings: fn('systemSettings', 4) as TreeCode } as const;
