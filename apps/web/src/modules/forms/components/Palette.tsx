import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_LABELS, CONTROL_TYPE_NAMES, type ControlType } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { endDrag, startDrag } from './dnd';

export const PALETTE_WIDTH = 224;

/** Two to a row; a long name ("Multiple choice") wraps onto a second line rather than being cut. */
const BUTTON_STYLE = {
  width: 'calc(50% - 3px)',
  height: 'auto',
  minHeight: 24,
  whiteSpace: 'normal',
  lineHeight: 1.3,
  paddingBlock: 2,
  cursor: 'grab',
} as const;

/** The 25 controls: drag one onto the canvas, or click it to add it at the end. */
export function Palette({ onAdd }: { onAdd(type: ControlType): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card
      size="small"
      title={t('forms.designer.palette')}
      style={{ width: PALETTE_WIDTH, flex: 'none', position: 'sticky', top: 0 }}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('forms.designer.paletteHint')}
      </Typography.Paragraph>
      <Flex wrap gap={6} data-testid="designer-palette">
        {CONTROL_TYPE_NAMES.map((type) => (
          <Button
            key={type}
            size="small"
            draggable
            style={BUTTON_STYLE}
            onDragStart={(e) => startDrag(e, { kind: 'control', type })}
            onDragEnd={endDrag}
            onClick={() => onAdd(type)}
            data-testid={`palette-${type}`}
          >
            {CONTROL_LABELS[type][locale]}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
