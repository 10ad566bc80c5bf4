import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISPATCH_MAP_ACCESS, type ScheduleKind } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { MAP_KEY, fetchDutyToday } from '../api';
import { KIND_COLORS } from './ScheduleLegend';

const TODAY_KEYS = { 1: 'dutyToday', 2: 'offToday', 3: 'leaveToday' } as const;

/** Today's schedule of some engineers, for those who may dispatch (others get an empty map). */
export function useDutyToday(userIds: number[]): Map<number, ScheduleKind> {
  const can = useCan();
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const found = useQuery({
    queryKey: [...MAP_KEY, 'dutyToday', ids],
    queryFn: () => fetchDutyToday(ids),
    enabled: ids.length > 0 && can(DISPATCH_MAP_ACCESS.dispatch),
    staleTime: 60_000,
  });
  return new Map((found.data?.list ?? []).map((r) => [r.userId, r.kind]));
}

/** "On duty today" (or off, or on leave) beside an engineer; nothing when unscheduled. */
export function DutyTodayTag({ kind }: { kind: ScheduleKind | null | undefined }) {
  const { t } = useTranslation();
  if (!kind) return null;
  return (
    <Tag color={KIND_COLORS[kind]} data-testid="duty-today" data-kind={kind}>
      {t(`dispatchMap.schedule.${TODAY_KEYS[kind]}`)}
    </Tag>
  );
}
