import { Card, InputNumber, Radio, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OLD_PART_MODES, SETTING_OLD_PART_MODE, SETTING_OLD_PART_REMIND_DAYS } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { SPARE_KEY, fetchSettings, saveSettings } from '../api';

/**
 * Old parts (settings 50016, 50017): where they go first (the general store, or the engineer's
 * personal old-part stock, then the store) and after how many days unreturned ones are reminded.
 */
export function OldPartSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...SPARE_KEY, 'settings', 'oldParts'],
    queryFn: () => fetchSettings([SETTING_OLD_PART_MODE, SETTING_OLD_PART_REMIND_DAYS]),
  });
  const save = async (code: number, value: unknown) => {
    if (!(await runAction(() => saveSettings([{ code, value }])))) return;
    showToast('success', t('spareParts.common.saved'));
    void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
  };
  return (
    <Card title={t('spareParts.oldParts.settings')} loading={!data}>
      <Space direction="vertical">
        <Radio.Group
          value={data?.[0]?.value as number | undefined}
          onChange={(e) => void save(SETTING_OLD_PART_MODE, e.target.value)}
          data-testid="old-part-mode"
        >
          {Object.entries(OLD_PART_MODES).map(([key, value]) => (
            <Radio key={key} value={value}>
              {t(`spareParts.oldParts.modes.${key as keyof typeof OLD_PART_MODES}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Space wrap>
          <Typography.Text>{t('spareParts.oldParts.remindDays')}</Typography.Text>
          <InputNumber
            key={String(data?.[1]?.value)}
            defaultValue={data?.[1]?.value as number | undefined}
            min={0}
            max={365}
            precision={0}
            onBlur={(e) => {
              const v = Number(e.target.value);
              if (Number.isInteger(v) && v !== data?.[1]?.value) void save(SETTING_OLD_PART_REMIND_DAYS, v);
            }}
            data-testid="old-part-remind-days"
          />
          <Typography.Text type="secondary">{t('spareParts.oldParts.remindHint')}</Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
