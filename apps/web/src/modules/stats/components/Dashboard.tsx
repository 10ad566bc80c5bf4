import { useMemo } from 'react';
import { Card, Col, Empty, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportChart } from '@fieldline/domain';
import { Chart } from '../../../components/Chart/Chart';
import { chartOption, groupMoney, PeriodPicker, useReportFilter } from '../../../components/Report';
import { DASHBOARD_KEY, fetchBoard, type BoardQuery } from '../api';
import { usePhone } from '../../../shell/usePhone';

const NO_FILTERS = [] as const;
type TileKey = 'today' | 'period' | 'completed' | 'overdue' | 'sla' | 'income' | 'customers';

interface Props {
  /** The service person's own figures (the home page's personal view). */
  mine?: boolean;
}

/**
 * The dashboard on /guideOne (issue 28, spec D9 "/databoard/*"): today's and the period's orders,
 * overdue and SLA-breached orders, income and new customers as tiles that open the list they count;
 * the order trend, income, orders by template and by area, and the top engineers. The period sits in
 * the URL like a report's.
 */
export function Dashboard({ mine = false }: Props) {
  const { t } = useTranslation();
  const narrow = usePhone();
  const { filter, change } = useReportFilter(NO_FILTERS);
  const q: BoardQuery = { ...filter, mine };
  const use = <T,>(part: keyof typeof fetchBoard, enabled = true) =>
    useQuery({
      queryKey: [...DASHBOARD_KEY, part, q],
      queryFn: () => fetchBoard[part](q) as Promise<T>,
      enabled,
    });
  const base = use<Awaited<ReturnType<typeof fetchBoard.base>>>('base');
  const trend = use<Awaited<ReturnType<typeof fetchBoard.trend>>>('trend');
  const income = use<Awaited<ReturnType<typeof fetchBoard.income>>>('income');
  const templates = use<Awaited<ReturnType<typeof fetchBoard.templates>>>('templates');
  const areas = use<Awaited<ReturnType<typeof fetchBoard.areas>>>('areas');
  const engineers = use<Awaited<ReturnType<typeof fetchBoard.engineers>>>('engineers', !mine);
  const b = base.data;

  const charts = useMemo(() => {
    const out: { key: string; chart: ReportChart }[] = [];
    if (trend.data)
      out.push({
        key: 'trend',
        chart: {
          kind: 'line',
          title: t('stats.board.trend'),
          categories: trend.data.map((r) => r.period),
          series: [
            { name: t('stats.board.created'), data: trend.data.map((r) => r.created) },
            { name: t('stats.board.completed'), data: trend.data.map((r) => r.completed) },
          ],
        },
      });
    if (income.data)
      out.push({
        key: 'income',
        chart: {
          kind: 'bar',
          title: t('stats.board.income'),
          categories: income.data.map((r) => r.period),
          // for drawing only: the tile and tables show the exact amounts
          series: [{ name: t('stats.board.income'), data: income.data.map((r) => Number(r.amount)) }],
        },
      });
    if (templates.data?.length)
      out.push({
        key: 'templates',
        chart: {
          kind: 'pie',
          title: t('stats.board.byTemplate'),
          data: templates.data.map((r) => ({ name: r.name, value: r.orders })),
        },
      });
    if (areas.data?.length)
      out.push({
        key: 'areas',
        chart: {
          kind: 'hbar',
          title: t('stats.board.byArea'),
          categories: areas.data.slice(0, 10).map((r) => r.city),
          series: [{ name: t('stats.board.created'), data: areas.data.slice(0, 10).map((r) => r.orders) }],
        },
      });
    return out;
  }, [trend.data, income.data, templates.data, areas.data, t]);

  const tiles = b
    ? [
        { key: 'today', value: b.today.created, link: b.today.link },
        { key: 'period', value: b.period.created, link: b.period.link },
        { key: 'completed', value: b.period.completed, link: b.income.link },
        { key: 'overdue', value: b.overdue.count, link: b.overdue.link, danger: b.overdue.count > 0 },
        ...(mine
          ? []
          : [
              {
                key: 'sla',
                value: b.slaBreached.count,
                link: b.slaBreached.link,
                danger: b.slaBreached.count > 0,
              },
            ]),
        { key: 'income', value: groupMoney(b.income.amount), link: b.income.link },
        ...(b.newCustomers === null
          ? []
          : [{ key: 'customers', value: b.newCustomers, link: '/allCustomer' }]),
      ]
    : [];

  return (
    <Flex vertical gap={16} data-testid={mine ? 'dashboard-mine' : 'dashboard'}>
      <Card size="small">
        <Flex wrap gap={8} align="center" justify="space-between">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(mine ? 'stats.board.mineTitle' : 'stats.board.title')}
          </Typography.Title>
          <PeriodPicker filter={filter} onChange={change} />
        </Flex>
      </Card>
      <Row gutter={[12, 12]}>
        {(b ? tiles : Array.from({ length: 6 }, (_, i) => ({ key: String(i), value: 0, link: '' }))).map(
          (tile) => (
            <Col key={tile.key} xs={12} sm={8} md={6} xl={tiles.length > 6 ? 3 : 4}>
              <Link to={tile.link} data-testid={`dashboard-tile-${tile.key}`}>
                <Card size="small" hoverable loading={base.isPending}>
                  <Statistic
                    title={t(`stats.board.tiles.${tile.key as TileKey}`)}
                    value={tile.value}
                    valueStyle={'danger' in tile && tile.danger ? { color: '#cf1322' } : undefined}
                  />
                </Card>
              </Link>
            </Col>
          ),
        )}
      </Row>
      {b && b.period.byState.length > 0 && (
        <Card size="small" title={t('stats.board.byState')}>
          <Flex wrap gap={8}>
            {b.period.byState.map((s) => (
              <Link key={s.state} to={s.link} data-testid={`dashboard-state-${s.state}`}>
                <Tag color="blue">
                  {s.name} {s.orders}
                </Tag>
              </Link>
            ))}
          </Flex>
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {charts.map(({ key, chart }) => (
          <Col key={key} xs={24} lg={12}>
            <Card size="small" title={chart.title}>
              <Chart option={chartOption(chart, narrow)} height={narrow ? 240 : 300} />
            </Card>
          </Col>
        ))}
        {base.data && charts.length === 0 && (
          <Col span={24}>
            <Empty description={t('stats.board.empty')} />
          </Col>
        )}
        {!mine && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('stats.board.topEngineers')}>
              <Table
                size="small"
                rowKey="userId"
                pagination={false}
                loading={engineers.isPending}
                dataSource={engineers.data ?? []}
                data-testid="dashboard-engineers"
                columns={[
                  { title: t('stats.board.engineer'), dataIndex: 'name' },
                  {
                    title: t('stats.board.completed'),
                    align: 'right',
                    render: (_v, r) => <Link to={r.link}>{r.completed}</Link>,
                  },
                  { title: t('stats.board.income'), align: 'right', render: (_v, r) => groupMoney(r.amount) },
                  { title: t('stats.board.score'), align: 'right', render: (_v, r) => r.avgScore ?? '—' },
                ]}
              />
            </Card>
          </Col>
        )}
      </Row>
    </Flex>
  );
}
