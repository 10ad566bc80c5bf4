import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SlaTimerState } from '@fieldline/domain';

const STATE_COLORS: Record<SlaTimerState, string> = {
  armed: 'processing',
  warned: 'warning',
  breached: 'error',
  met: 'success',
  paused: 'default',
  cancelled: 'default',
};

/** A clock's state as a coloured tag. */
export function TimerStateTag({ state }: { state: SlaTimerState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`sla.states.${state}`)}</Tag>;
}

/** Minutes as hours and minutes (90 → 1 h 30 min). */
export function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return [h ? t('sla.units.hours', { n: h }) : '', m || !h ? t('sla.units.minutes', { n: m }) : '']
      .filter(Boolean)
      .join(' ');
  };
}
