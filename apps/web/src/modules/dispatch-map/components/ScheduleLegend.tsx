import type { ScheduleKind } from '@fieldline/domain';

/** The schedule kinds' tag colours: on duty green, off grey, on leave orange. */
export const KIND_COLORS: Record<ScheduleKind, string> = { 1: 'green', 2: 'default', 3: 'orange' };
