import { useState } from 'react';
import { Card, DatePicker, Flex, Input, Progress, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { ScheduleReportRow } from '@fieldline/domain';
import { TeamSelect } from '../../organization';
import { MAP_KEY, fetchScheduleReport } from '../api';
import { utilisation } from '../logic/schedule';
import { enterpriseToday } from '../../../shell/enterprise-date';

const PAGE_SIZE = 20;

/**
 * /schedule/report (spec D3): per engineer in a period, the days scheduled on duty, off and on leave
 * against the days worked (a check-in or position report that day) and the orders completed, with
 * the share of duty days worked.
 */
export default function ScheduleReportPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([enterpriseToday().startOf('month'), enterpriseToday()]);
  const [teamId, setTeamId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [pageIndex, setPageIndex] = useState(0);
  const query = {
    from: range[0].format('YYYY-MM-DD'),
    to: range[1].format('YYYY-MM-DD'),
    teamId,
    keyword,
    pageIndex,
    pageSize: PAGE_SIZE,
  };
  const page = useQuery({
    queryKey: [...MAP_KEY, 'scheduleReport', query],
    queryFn: () => fetchScheduleReport(query),
  });
  const num = (key: keyof ScheduleReportRow, title: string) => ({
    key,
    dataIndex: key,
    title,
    align: 'right' as const,
    width: 110,
  });

  return (
    <Flex vertical gap={12} data-testid="schedule-report">
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => {
              if (v?.[0] && v[1]) {
                setRange([v[0], v[1]]);
                setPageIndex(0);
              }
            }}
          />
          <TeamSelect
            allowClear
            style={{ width: 200 }}
            placeholder={t('dispatchMap.schedule.team')}
            value={teamId}
            onChange={(v) => {
              setTeamId(v ?? undefined);
              setPageIndex(0);
            }}
          />
          <Input.Search
            allowClear
            style={{ width: 200 }}
            placeholder={t('dispatchMap.schedule.keyword')}
            onSearch={(v) => {
              setKeyword(v.trim() || undefined);
              setPageIndex(0);
            }}
          />
        </Flex>
      </Card>
      <Card size="small">
        <Table<ScheduleReportRow>
          rowKey="id"
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: pageIndex + 1,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setPageIndex(p - 1),
          }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('dispatchMap.schedule.engineer'), fixed: 'left' },
            num('duty', t('dispatchMap.schedule.kind.1')),
            num('off', t('dispatchMap.schedule.kind.2')),
            num('leave', t('dispatchMap.schedule.kind.3')),
            num('worked', t('dispatchMap.schedule.worked')),
            num('workedOnDuty', t('dispatchMap.schedule.workedOnDuty')),
            num('completed', t('dispatchMap.schedule.completed')),
            {
              key: 'utilisation',
              title: t('dispatchMap.schedule.utilisation'),
              width: 160,
              render: (_, r) => {
                const pct = utilisation(r.workedOnDuty, r.duty);
                return pct == null ? '-' : <Progress percent={pct} size="small" />;
              },
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
