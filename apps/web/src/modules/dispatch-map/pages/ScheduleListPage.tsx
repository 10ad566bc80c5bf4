import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Flex, Input, Pagination, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  MAP_TIME_ZONE,
  SCHEDULE_AHEAD_DAYS_MAX,
  SCHEDULE_KINDS,
  dateIn,
  localOf,
  type ScheduleKind,
  type ScheduleRow,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { TeamSelect } from '../../organization';
import { MAP_KEY, fetchBoard, fetchSchedules, saveSchedules } from '../api';
import {
  beyondHorizon,
  dragRectangle,
  inRectangle,
  periodDays,
  shiftPeriod,
  type Cell,
  type SchedulePeriod,
} from '../logic/schedule';
import { KIND_COLORS } from '../components/ScheduleLegend';
import { AppointmentBoard } from '../components/AppointmentBoard';
import { MapSettingsButton } from '../components/MapSettingsModal';
import { useMapSettings } from '../components/useMapData';
import '../components/schedule.css';

const PAGE_SIZE = 20;
type Brush = ScheduleKind | 'clear';

/**
 * /schedule/list (spec D3, the schedule table): a team's engineers by day for a week or a month, each
 * day on duty, off or on leave, with the week's appointments counted per day. Pick a brush, then click
 * a day or drag over engineers × days to set them all at once (one save); days beyond the 30-day
 * planning horizon are closed. The day view is the appointment board: drag an order onto an
 * engineer's free window to assign it with that appointment.
 */
export default function ScheduleListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // the enterprise's today, which the server's planning horizon counts from (not the browser's)
  const today = dateIn(MAP_TIME_ZONE);
  const [period, setPeriod] = useState<SchedulePeriod>('week');
  const [anchor, setAnchor] = useState(today);
  const [teamId, setTeamId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [pageIndex, setPageIndex] = useState(0);
  const [brush, setBrush] = useState<Brush>(SCHEDULE_KINDS.duty);
  const settings = useMapSettings();
  // the enterprise's planning horizon: 7, 14 or 30 days (SB:155)
  const ahead = settings.data?.scheduleAheadDays ?? SCHEDULE_AHEAD_DAYS_MAX;
  const days = useMemo(() => periodDays(period, anchor), [period, anchor]);
  const query = {
    from: days[0]!,
    to: days[days.length - 1]!,
    teamId,
    keyword,
    pageIndex,
    pageSize: PAGE_SIZE,
  };
  const key = [...MAP_KEY, 'schedules', query] as const;
  const page = useQuery({ queryKey: key, queryFn: () => fetchSchedules(query), enabled: period !== 'day' });
  // the week's appointments per engineer and day (the board's data, same engineers and page)
  const week = useQuery({
    queryKey: [...MAP_KEY, 'board', 'week', query],
    queryFn: () => fetchBoard(query),
    enabled: period === 'week',
  });
  const appointmentsOn = (userId: number, day: string) =>
    week.data?.list.find((r) => r.id === userId)?.appointments.filter((a) => localOf(a.start).day === day)
      .length ?? 0;
  const users = useMemo(() => page.data?.list ?? [], [page.data]);

  const [drag, setDrag] = useState<{ from: Cell; to: Cell } | null>(null);
  const dragRef = useRef(drag);
  dragRef.current = drag;
  const [saving, setSaving] = useState(false);

  const commit = async (from: Cell, to: Cell) => {
    const rect = dragRectangle(from, to, users, days);
    const open = rect.days.filter((d) => !beyondHorizon(d, today, ahead));
    if (!open.length || !rect.users.length) return;
    setSaving(true);
    try {
      await saveSchedules({
        userIds: rect.users.map((u) => u.id),
        days: open,
        kind: brush === 'clear' ? null : brush,
      });
      showToast('success', t('dispatchMap.schedule.saved', { count: rect.users.length * open.length }));
      await client.invalidateQueries({ queryKey: [...MAP_KEY, 'schedules'] });
    } finally {
      setSaving(false);
    }
  };

  // The drag ends wherever the mouse is let go.
  useEffect(() => {
    const up = () => {
      const current = dragRef.current;
      if (!current) return;
      setDrag(null);
      void commit(current.from, current.to);
    };
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  });

  const kindOf = (row: ScheduleRow, day: string) => row.days.find((d) => d.day === day);
  const brushes: { value: Brush; label: string }[] = [
    ...([1, 2, 3] as ScheduleKind[]).map((k) => ({ value: k, label: t(`dispatchMap.schedule.kind.${k}`) })),
    { value: 'clear', label: t('dispatchMap.schedule.clear') },
  ];

  return (
    <Flex vertical gap={12} data-testid="schedule-page">
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as SchedulePeriod)}
            options={[
              { value: 'week', label: t('dispatchMap.schedule.week') },
              { value: 'month', label: t('dispatchMap.schedule.month') },
              {
                value: 'day',
                label: <span data-testid="schedule-period-day">{t('dispatchMap.schedule.day')}</span>,
              },
            ]}
            data-testid="schedule-period"
          />
          <Space.Compact>
            <Button
              icon={<LeftOutlined />}
              aria-label={t('dispatchMap.schedule.previous')}
              data-testid="schedule-previous"
              onClick={() => setAnchor(shiftPeriod(period, anchor, -1))}
            />
            <Button onClick={() => setAnchor(today)}>{t('dispatchMap.schedule.today')}</Button>
            <Button
              icon={<RightOutlined />}
              aria-label={t('dispatchMap.schedule.next')}
              data-testid="schedule-next"
              onClick={() => setAnchor(shiftPeriod(period, anchor, 1))}
            />
          </Space.Compact>
          <Typography.Text strong data-testid="schedule-range">
            {period === 'day'
              ? `${days[0]} ${t(`dispatchMap.schedule.weekday.${dayjs(days[0]).day()}`)}`
              : `${days[0]} ~ ${days[days.length - 1]}`}
          </Typography.Text>
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
          {settings.data && <MapSettingsButton settings={settings.data} />}
        </Flex>
      </Card>
      {period === 'day' ? (
        <Card size="small">
          <AppointmentBoard day={anchor} today={today} ahead={ahead} teamId={teamId} keyword={keyword} />
        </Card>
      ) : (
        <Card size="small">
          <Flex vertical gap={8}>
            <Flex wrap gap={12} align="center">
              <Typography.Text>{t('dispatchMap.schedule.brush')}</Typography.Text>
              <Segmented
                value={brush}
                onChange={(v) => setBrush(v as Brush)}
                options={brushes.map((b) => ({
                  value: b.value,
                  label: (
                    <span data-testid={`schedule-brush-${b.value}`}>
                      {b.value === 'clear' ? b.label : <Tag color={KIND_COLORS[b.value]}>{b.label}</Tag>}
                    </span>
                  ),
                }))}
              />
              <Typography.Text type="secondary">
                {t('dispatchMap.schedule.hint', { days: ahead })}
              </Typography.Text>
              {saving && <Spin size="small" />}
            </Flex>
            <div className="schedule-grid-wrap">
              <table className="schedule-grid" data-testid="schedule-grid">
                <thead>
                  <tr>
                    <th className="schedule-name">{t('dispatchMap.schedule.engineer')}</th>
                    {days.map((d) => (
                      <th key={d} className={d === today ? 'schedule-today' : undefined}>
                        <Button
                          type="link"
                          size="small"
                          data-testid={`schedule-open-day-${d}`}
                          title={t('dispatchMap.schedule.openDay')}
                          onClick={() => {
                            setAnchor(d);
                            setPeriod('day');
                          }}
                        >
                          <Flex vertical>
                            <span>{t(`dispatchMap.schedule.weekday.${dayjs(d).day()}`)}</span>
                            <span>{d.slice(5)}</span>
                          </Flex>
                        </Button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {users.map((u, row) => (
                    <tr key={u.id}>
                      <th className="schedule-name">
                        <div>{u.name}</div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {u.teams.map((x) => x.name).join('、')}
                        </Typography.Text>
                      </th>
                      {days.map((d, col) => {
                        const entry = kindOf(u, d);
                        const closed = beyondHorizon(d, today, ahead);
                        const picked = drag && inRectangle({ row, col }, drag.from, drag.to);
                        return (
                          <td
                            key={d}
                            data-testid={`schedule-cell-${u.id}-${d}`}
                            data-kind={entry?.kind ?? 0}
                            className={[
                              'schedule-cell',
                              closed ? 'schedule-closed' : '',
                              picked ? 'schedule-picked' : '',
                              d === today ? 'schedule-today' : '',
                            ].join(' ')}
                            title={entry?.note ?? undefined}
                            onMouseDown={(e) => {
                              if (closed || e.button !== 0) return;
                              e.preventDefault();
                              setDrag({ from: { row, col }, to: { row, col } });
                            }}
                            onMouseEnter={() => {
                              if (dragRef.current) setDrag({ from: dragRef.current.from, to: { row, col } });
                            }}
                          >
                            {entry && (
                              <Tag color={KIND_COLORS[entry.kind]} className="schedule-tag">
                                {t(`dispatchMap.schedule.kind.${entry.kind}`)}
                              </Tag>
                            )}
                            {period === 'week' && appointmentsOn(u.id, d) > 0 && (
                              <div className="schedule-appts" data-testid="schedule-appts">
                                {t('dispatchMap.schedule.appointments', { count: appointmentsOn(u.id, d) })}
                              </div>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
              {!users.length && !page.isFetching && (
                <Typography.Text type="secondary">{t('dispatchMap.schedule.empty')}</Typography.Text>
              )}
            </div>
            <Flex justify="end">
              <Pagination
                size="small"
                current={pageIndex + 1}
                pageSize={PAGE_SIZE}
                total={page.data?.total ?? 0}
                showSizeChanger={false}
                onChange={(p) => setPageIndex(p - 1)}
              />
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
