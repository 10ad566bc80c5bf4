import { Table } from 'antd';
import { Link } from 'react-router-dom';
import { type ReportCell, type ReportColumn, type ReportTable as Data } from '@fieldline/domain';

/** Exact decimal text grouped in thousands for reading (never turned into a float). */
export const groupMoney = (text: string) => {
  const [whole = '', frac] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
};

const show = (value: ReportCell, kind: ReportColumn['kind']) => {
  if (value === null || value === undefined) return '—';
  // amounts travel as exact decimal text: grouped for reading, never turned into a float
  if (kind === 'money') return groupMoney(String(value));
  if (kind === 'percent') return `${value}%`;
  return value;
};

/** A report's table (the same rows as its export); a cell with a link opens the list it counts. */
export function ReportTable({ data, loading }: { data?: Data; loading: boolean }) {
  const rows = (data?.rows ?? []).map((r, i) => ({ ...r, __key: i }));
  const totals = data?.totals;
  return (
    <Table
      size="small"
      rowKey="__key"
      loading={loading}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      data-testid="report-table"
      columns={(data?.columns ?? []).map((c) => ({
        key: c.key,
        title: c.title,
        align: c.kind && c.kind !== 'text' ? ('right' as const) : undefined,
        render: (_v: unknown, row: Record<string, ReportCell>) => {
          const text = show(row[c.key] ?? null, c.kind);
          const link = data?.links?.[row.__key as number]?.[c.key];
          return link ? <Link to={link}>{text}</Link> : text;
        },
      }))}
      summary={
        totals
          ? () => (
              <Table.Summary.Row>
                {(data?.columns ?? []).map((c, i) => (
                  <Table.Summary.Cell
                    key={c.key}
                    index={i}
                    align={c.kind && c.kind !== 'text' ? 'right' : undefined}
                  >
                    <strong>{show(totals[c.key] ?? null, c.kind)}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
          : undefined
      }
    />
  );
}
