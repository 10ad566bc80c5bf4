import { Card, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SLA_ACCESS, planStanding, type SlaObjectKind } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { useSession } from '../../../shell/session/useSession';
import { SLA_KEY, fetchTimers } from '../api';
import { TimerStateTag } from './labels';

const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * An order's (or event's) SLA clocks per step: state, deadline, warning and when it was met. Shows
 * nothing when the record has no clocks, the user may not read SLA, or the plan has no SLA.
 */
export function SlaPanel({ objectKind, objectId }: { objectKind: SlaObjectKind; objectId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const { user } = useSession();
  const paid = !user || planStanding(user.isChargeUser, user.epServiceExpireTime) === 'paid';
  const timers = useQuery({
    queryKey: [...SLA_KEY, 'timers', objectKind, objectId],
    queryFn: () => fetchTimers(objectKind, objectId),
    enabled: paid && can(SLA_ACCESS.view),
  });
  if (!timers.data?.length) return null;
  return (
    <Card size="small" title={t('sla.panel.title')} data-testid="sla-panel">
      <Space direction="vertical" style={{ width: '100%' }}>
        {timers.data.map((c) => (
          <div key={c.step} data-testid={`sla-step-${c.step}`}>
            <Space wrap>
              <Typography.Text strong>{t(`sla.steps.${c.step}`)}</Typography.Text>
              <TimerStateTag state={c.state} />
            </Space>
            <div>
              <Typography.Text type="secondary">
                {t('sla.panel.due', { at: when(c.dueAt) })}
                {c.warnAt ? ` · ${t('sla.panel.warn', { at: when(c.warnAt) })}` : ''}
                {c.metAt ? ` · ${t('sla.panel.met', { at: when(c.metAt) })}` : ''}
              </Typography.Text>
            </div>
          </div>
        ))}
        <Typography.Text type="secondary">
          {t('sla.panel.policy', { name: timers.data[0]!.policyName })}
        </Typography.Text>
      </Space>
    </Card>
  );
}
