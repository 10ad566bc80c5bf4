import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Alert, App, Flex, Pagination, Segmented, Spin, Tag, Typography } from 'antd';
import { usePhone } from '../../../shell/usePhone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SLOT_ALL_DAY,
  SLOT_DURATIONS,
  clockOf,
  instantOf,
  localOf,
  slotMinutes,
  type BoardRow,
  type SlotDuration,
} from '@fieldline/domain';
import { isApiError } from '../../../shell/request';
import { MAP_KEY, assignSlot, fetchBoard, fetchPending } from '../api';
import { slotsOf, windowText, type Slot } from '../logic/board';
import { BoardOrders, type Picked } from './BoardOrders';
import { KIND_COLORS } from './ScheduleLegend';
import './schedule.css';

const PAGE_SIZE = 20;
const BOARD_KEY = [...MAP_KEY, 'board'] as const;

/**
 * The appointment board of one day (issue 26, D3 schedule table): orders pending assignment beside
 * the engineers' service windows of a chosen duration. Drag an order onto a free window (or pick an
 * order, then click or press Enter on a window: the keyboard's and the phone's way), confirm, and the
 * order is assigned to that engineer with that appointment. A window already held shows its order; a
 * drop there, or a refusal from the server (the slot taken meanwhile), shows the conflict and nothing
 * changes.
 */
export function AppointmentBoard(props: {
  day: string;
  today: string;
  /** The planning horizon in days (7, 14 or 30). */
  ahead: number;
  teamId?: number;
  keyword?: string;
}) {
  const { day, today, ahead, teamId, keyword } = props;
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const narrow = usePhone();
  const [duration, setDuration] = useState<SlotDuration>(60);
  const [pageIndex, setPageIndex] = useState(0);
  const [ordersPage, setOrdersPage] = useState(0);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const dragging = useRef<Picked | null>(null);
  const confirming = useRef(false);

  const query = { from: day, to: day, teamId, keyword, pageIndex, pageSize: PAGE_SIZE };
  const board = useQuery({ queryKey: [...BOARD_KEY, query], queryFn: () => fetchBoard(query) });
  const pending = useQuery({
    queryKey: [...BOARD_KEY, 'pending', ordersPage],
    queryFn: () => fetchPending(ordersPage),
  });
  const rows = useMemo(() => board.data?.list ?? [], [board.data]);
  const minutes = slotMinutes(duration);
  const now = Date.now();

  const showConflict = (row: BoardRow, slot: Slot) => {
    const first = slot.taken[0]!;
    setConflict(
      t('dispatchMap.board.conflict', {
        name: row.name,
        from: clockOf(localOf(first.start).minute),
        to: clockOf(localOf(first.end).minute),
        order: first.orderNo ?? t('dispatchMap.board.busy'),
      }),
    );
  };

  const book = (order: Picked, row: BoardRow, slot: Slot) => {
    if (slot.state === 'busy') return showConflict(row, slot);
    if (slot.state !== 'free' || confirming.current) return;
    confirming.current = true;
    // free again once answered or dismissed, not when the closing animation ends: a drop right after
    // a booking (while the dialog fades out) opens its own confirmation instead of being ignored
    const done = () => (confirming.current = false);
    const when = `${day} ${windowText(slot.minute, duration)}`;
    modal.confirm({
      onCancel: done,
      afterClose: done,
      title: t('dispatchMap.board.confirm', { order: order.orderNo, name: row.name, when }),
      content: t('dispatchMap.board.confirmHint'),
      okText: t('dispatchMap.board.assign'),
      okButtonProps: { 'data-testid': 'board-confirm' },
      onOk: async () => {
        try {
          await assignSlot({
            orderId: order.id,
            serverUserId: row.id,
            start: instantOf(day, slot.minute).toISOString(),
            duration,
          });
          setConflict(null);
          setPicked(null);
          message.success(t('dispatchMap.board.assigned', { order: order.orderNo, name: row.name, when }));
        } catch (e) {
          // nothing was written: say why where the dispatcher looks, and show the board as it now is
          setConflict(isApiError(e) ? e.message : t('dispatchMap.board.failed'));
        } finally {
          await client.invalidateQueries({ queryKey: MAP_KEY });
          done();
        }
      },
    });
  };

  const activate = (row: BoardRow, slot: Slot) => {
    if (slot.state === 'busy' && !picked) return showConflict(row, slot);
    if (!picked) {
      if (slot.state === 'free') message.info(t('dispatchMap.board.pickFirst'));
      return;
    }
    book(picked, row, slot);
  };
  const onKey = (e: KeyboardEvent, run: () => void) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
    }
  };
  const onDrop = (e: DragEvent, row: BoardRow, slot: Slot) => {
    e.preventDefault();
    const order = dragging.current;
    dragging.current = null;
    if (order) book(order, row, slot);
  };

  const label = (row: BoardRow, slot: Slot) =>
    t(`dispatchMap.board.slot.${slot.state}`, {
      name: row.name,
      when: windowText(slot.minute, duration),
      days: ahead,
    });

  return (
    <Flex vertical gap={8} data-testid="appointment-board">
      <Flex wrap gap={12} align="center">
        <Typography.Text>{t('dispatchMap.board.duration')}</Typography.Text>
        <Segmented
          value={duration}
          onChange={(v) => setDuration(v as SlotDuration)}
          options={SLOT_DURATIONS.map((d) => ({
            value: d,
            label: <span data-testid={`board-duration-${d}`}>{t(`dispatchMap.board.durations.${d}`)}</span>,
          }))}
        />
        <Typography.Text type="secondary">
          {t(narrow ? 'dispatchMap.board.hintTouch' : 'dispatchMap.board.hint')}
        </Typography.Text>
        {board.isFetching && <Spin size="small" />}
      </Flex>
      {picked && (
        <Alert
          type="info"
          showIcon
          data-testid="board-picked"
          message={t('dispatchMap.board.picked', { order: picked.orderNo })}
          closable
          onClose={() => setPicked(null)}
        />
      )}
      {conflict && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="board-conflict"
          message={conflict}
          closable
          onClose={() => setConflict(null)}
        />
      )}
      <Flex gap={12} vertical={narrow} align="flex-start">
        <BoardOrders
          page={pending.data}
          loading={pending.isPending}
          pageIndex={ordersPage}
          onPage={setOrdersPage}
          picked={picked}
          onPick={setPicked}
          onDragStart={(o) => (dragging.current = o)}
          onDragEnd={() => window.setTimeout(() => (dragging.current = null), 0)}
          narrow={narrow}
        />
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0, width: narrow ? '100%' : undefined }}>
          <div className="schedule-grid-wrap">
            <table className="schedule-grid board-grid" data-testid="board-grid">
              <thead>
                <tr>
                  <th className="schedule-name">{t('dispatchMap.schedule.engineer')}</th>
                  {minutes.map((m) => (
                    <th key={m}>
                      {duration === SLOT_ALL_DAY ? t('dispatchMap.board.durations.0') : clockOf(m)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const kind = row.days.find((d) => d.day === day)?.kind;
                  return (
                    <tr key={row.id} data-testid={`board-row-${row.id}`}>
                      <th className="schedule-name">
                        <div>{row.name}</div>
                        {kind && (
                          <Tag color={KIND_COLORS[kind]} className="schedule-tag">
                            {t(`dispatchMap.schedule.kind.${kind}`)}
                          </Tag>
                        )}
                      </th>
                      {slotsOf(row, day, duration, now, today, ahead).map((slot) => {
                        const open = slot.state === 'free' || slot.state === 'busy';
                        return (
                          <td
                            key={slot.minute}
                            data-testid={`board-slot-${row.id}-${clockOf(slot.minute)}`}
                            data-state={slot.state}
                            className={`board-slot board-${slot.state}`}
                            role={open ? 'button' : undefined}
                            tabIndex={open ? 0 : undefined}
                            aria-label={label(row, slot)}
                            title={label(row, slot)}
                            onClick={() => open && activate(row, slot)}
                            onKeyDown={(e) => open && onKey(e, () => activate(row, slot))}
                            onDragOver={(e) => {
                              if (!open) return;
                              e.preventDefault();
                              e.dataTransfer.dropEffect = 'move';
                            }}
                            onDrop={(e) => open && onDrop(e, row, slot)}
                          >
                            {slot.state === 'busy' && (
                              <span className="board-taken">
                                {slot.taken[0]!.orderNo ?? t('dispatchMap.board.busy')}
                                {slot.taken.length > 1 && ` +${slot.taken.length - 1}`}
                              </span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {!rows.length && !board.isFetching && (
              <Typography.Text type="secondary">{t('dispatchMap.schedule.empty')}</Typography.Text>
            )}
          </div>
          <Flex wrap gap={8} justify="space-between" align="center">
            <Flex wrap gap={8} className="board-legend">
              {(['free', 'busy', 'off', 'past'] as const).map((s) => (
                <span key={s} className={`board-legend-item board-${s}`}>
                  {t(`dispatchMap.board.legend.${s}`)}
                </span>
              ))}
            </Flex>
            <Pagination
              size="small"
              current={pageIndex + 1}
              pageSize={PAGE_SIZE}
              total={board.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(p) => setPageIndex(p - 1)}
            />
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  );
}
