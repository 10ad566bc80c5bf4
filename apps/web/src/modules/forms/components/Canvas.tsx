import { useState, type DragEvent } from 'react';
import { Button, Card, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  HolderOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTROL_LABELS, DESIGNER_BLOCK_HEIGHTS, type ControlType } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { firstEntry, systemEntry, type CanvasItem } from '../designer/state';
import { draggedItem, endDrag, startDrag } from './dnd';

const SELECTED = '#1677ff';
const BORDER = '#f0f0f0';

interface Props {
  items: CanvasItem[];
  selected: string | null;
  /** Field keys with problems (marked red). */
  flagged: ReadonlySet<string>;
  onSelect(entry: string): void;
  onAdd(type: ControlType, before: string | null): void;
  onMove(entry: string, before: string | null): void;
  onMoveBy(entry: string, delta: -1 | 1): void;
  onRemove(entry: string): void;
}

function FauxInput({ type }: { type: ControlType }) {
  const locale = useLocale();
  return (
    <div
      style={{
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        padding: '3px 11px',
        color: '#bfbfbf',
        background: '#fafafa',
      }}
    >
      {CONTROL_LABELS[type][locale]}
    </div>
  );
}

/**
 * The form as it will show: fixed blocks of system fields at their heights from the spec, single
 * system fields, and custom fields that can be dragged into place (or moved with the arrows).
 */
export function Canvas(props: Props) {
  const { items, selected, flagged, onSelect } = props;
  const { t } = useTranslation();
  const [dropBefore, setDropBefore] = useState<string | null | undefined>(undefined);

  const over = (e: DragEvent, index: number) => {
    if (!draggedItem()) return;
    e.preventDefault();
    e.stopPropagation();
    const rect = e.currentTarget.getBoundingClientRect();
    const upper = e.clientY < rect.top + rect.height / 2;
    const target = upper ? items[index] : items[index + 1];
    setDropBefore(target ? firstEntry(target) : null);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    const item = draggedItem();
    const before = dropBefore ?? null;
    setDropBefore(undefined);
    endDrag();
    if (item?.kind === 'control') props.onAdd(item.type, before);
    if (item?.kind === 'field') props.onMove(item.entry, before);
  };
  const indicator = (
    <div style={{ height: 3, background: SELECTED, borderRadius: 2 }} data-testid="drop-indicator" />
  );

  const box = (entry: string, extra: React.CSSProperties = {}) => ({
    border: `1px solid ${selected === entry ? SELECTED : BORDER}`,
    borderRadius: 8,
    padding: '8px 12px',
    background: '#fff',
    cursor: 'pointer',
    ...extra,
  });

  const render = (item: CanvasItem, index: number) => {
    if (item.kind === 'block')
      return (
        <div
          style={{
            ...box('', { cursor: 'default', background: '#f6f8fb' }),
            height: DESIGNER_BLOCK_HEIGHTS[item.block],
          }}
          data-testid={`canvas-block-${item.block}`}
        >
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">
              <LockOutlined /> {t(`forms.blocks.${item.block}`)}
            </Typography.Text>
          </Flex>
          <Flex wrap gap={6} style={{ marginTop: 8 }}>
            {item.fields.map((f) => (
              <Tag
                key={f.key}
                color={selected === systemEntry(f.key) ? 'blue' : undefined}
                icon={f.visible ? undefined : <EyeInvisibleOutlined />}
                style={{ cursor: 'pointer' }}
                onClick={() => onSelect(systemEntry(f.key))}
              >
                {f.required && f.visible ? '* ' : ''}
                {f.name}
              </Tag>
            ))}
          </Flex>
        </div>
      );
    if (item.kind === 'system') {
      const f = item.field;
      return (
        <div style={box(item.entry, { opacity: f.visible ? 1 : 0.55 })} onClick={() => onSelect(item.entry)}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong>
              {f.required && f.visible ? <Typography.Text type="danger">* </Typography.Text> : null}
              {f.name}
            </Typography.Text>
            <Flex gap={4}>
              <Tag>{t('forms.designer.systemTag')}</Tag>
              {!f.visible && <Tag icon={<EyeInvisibleOutlined />}>{t('forms.designer.hiddenTag')}</Tag>}
            </Flex>
          </Flex>
          <div style={{ marginTop: 6 }}>
            <FauxInput type={f.type} />
          </div>
        </div>
      );
    }
    const f = item.field;
    const bad = flagged.has(f.key);
    return (
      <div
        draggable
        onDragStart={(e) => startDrag(e, { kind: 'field', entry: item.entry })}
        onDragEnd={() => {
          endDrag();
          setDropBefore(undefined);
        }}
        style={box(item.entry, {
          opacity: f.visible ? 1 : 0.55,
          borderColor: bad ? '#ff4d4f' : selected === item.entry ? SELECTED : BORDER,
        })}
        onClick={() => onSelect(item.entry)}
        data-testid={`canvas-field-${f.code}`}
      >
        <Flex justify="space-between" align="center" gap={8}>
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            <HolderOutlined style={{ cursor: 'grab', color: '#8c8c8c' }} />
            <Typography.Text strong ellipsis>
              {f.required ? <Typography.Text type="danger">* </Typography.Text> : null}
              {f.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f.code}
            </Typography.Text>
          </Flex>
          <Flex gap={2} align="center" onClick={(e) => e.stopPropagation()}>
            {!f.visible && <Tag icon={<EyeInvisibleOutlined />}>{t('forms.designer.hiddenTag')}</Tag>}
            {f.condition && <Tag color="purple">{t('forms.designer.conditionTag')}</Tag>}
            <Tooltip title={t('forms.designer.moveUp')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('forms.designer.moveUp')}
                onClick={() => props.onMoveBy(item.entry, -1)}
              />
            </Tooltip>
            <Tooltip title={t('forms.designer.moveDown')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === items.length - 1}
                aria-label={t('forms.designer.moveDown')}
                onClick={() => props.onMoveBy(item.entry, 1)}
              />
            </Tooltip>
            <Tooltip title={t('forms.designer.remove')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('forms.designer.remove')}
                onClick={() => props.onRemove(item.entry)}
                data-testid={`remove-${f.code}`}
              />
            </Tooltip>
          </Flex>
        </Flex>
        <div style={{ marginTop: 6 }}>
          <FauxInput type={f.type} />
        </div>
      </div>
    );
  };

  return (
    <Card size="small" title={t('forms.designer.canvas')} style={{ flex: 1, minWidth: 0 }}>
      <div
        onDragOver={(e) => {
          if (!draggedItem()) return;
          e.preventDefault();
          if (e.target === e.currentTarget) setDropBefore(null);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropBefore(undefined);
        }}
        onDrop={drop}
        style={{ minHeight: 320, display: 'flex', flexDirection: 'column', gap: 8, paddingBottom: 48 }}
        data-testid="designer-canvas"
        aria-label={t('forms.designer.canvas')}
      >
        {items.length === 0 && <Empty description={t('forms.designer.canvasEmpty')} />}
        {items.map((item, index) => (
          <div key={firstEntry(item)} onDragOver={(e) => over(e, index)}>
            {dropBefore === firstEntry(item) && indicator}
            {render(item, index)}
          </div>
        ))}
        {dropBefore === null && indicator}
      </div>
    </Card>
  );
}
