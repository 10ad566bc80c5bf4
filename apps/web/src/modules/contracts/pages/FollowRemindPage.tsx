import { useState } from 'react';
import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_STATE_LABELS, TASK_STATE_LIST } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { ReminderTable } from '../components/ReminderTable';

/** /followRemind: every customer service plan's follow-up reminders, by due date, open ones first to act on. */
export default function FollowRemindPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = useState<string>('0');
  return (
    <Card>
      <ReminderTable
        state={state === 'all' ? undefined : Number(state)}
        toolbar={
          <Segmented
            value={state}
            onChange={(v) => setState(v)}
            options={[
              { value: 'all', label: t('contracts.reminders.all') },
              ...TASK_STATE_LIST.filter((s) => s !== 3).map((s) => ({
                value: String(s),
                label: TASK_STATE_LABELS[s][locale],
              })),
            ]}
            data-testid="reminder-states"
          />
        }
      />
    </Card>
  );
}
