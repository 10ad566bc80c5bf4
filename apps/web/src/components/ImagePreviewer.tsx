import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import {
  ColumnWidthOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SafeImage } from './SafeImage';

/** spec-shell §9: the previewer starts at 40% width, rotates in 90° steps and flips by 180°. */
export const PREVIEW_WIDTHS = ['40%', '100%'] as const;
export const ROTATE_STEP_DEG = 90;
export const FLIP_DEG = 180;

/** One image with width toggle (40% / 100%), rotation and flip. */
export function ImagePreviewer({ src, alt }: { src: string; alt?: string }) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [flipped, setFlipped] = useState(false);

  const tool = (title: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={title}>
      <Button icon={icon} onClick={onClick} aria-label={title} data-testid={testId} />
    </Tooltip>
  );

  return (
    <Flex vertical align="center" gap={12}>
      <Flex gap={8}>
        {tool(
          wide ? t('components.image.narrow') : t('components.image.wide'),
          <ColumnWidthOutlined />,
          () => setWide((w) => !w),
          'image-width',
        )}
        {tool(
          t('components.image.rotateLeft'),
          <RotateLeftOutlined />,
          () => setRotation((r) => r - ROTATE_STEP_DEG),
          'image-rotate-left',
        )}
        {tool(
          t('components.image.rotateRight'),
          <RotateRightOutlined />,
          () => setRotation((r) => r + ROTATE_STEP_DEG),
          'image-rotate-right',
        )}
        {tool(t('components.image.flip'), <SwapOutlined />, () => setFlipped((f) => !f), 'image-flip')}
      </Flex>
      <SafeImage
        src={src}
        alt={alt}
        data-testid="image-preview"
        style={{
          width: PREVIEW_WIDTHS[wide ? 1 : 0],
          transform: `rotate(${rotation}deg) rotateY(${flipped ? FLIP_DEG : 0}deg)`,
          transition: 'transform 0.2s',
        }}
      />
    </Flex>
  );
}
