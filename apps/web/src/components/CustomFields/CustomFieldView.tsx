import { Flex, Rate, Tag, Typography } from 'antd';
import { EnvironmentOutlined, PaperClipOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  STARS_MAX,
  isEmptyValue,
  type AttachmentValue,
  type FieldDef,
  type FieldValue,
} from '@fieldline/domain';
import { openFilePreview } from '../FilePreview/preview';
import { ImageThumbs, THUMB_SIZE } from './ImageThumbs';
import { fieldValueText, toStars } from './values';

export interface CustomFieldViewProps {
  field: FieldDef;
  value: FieldValue | undefined;
  /** Table cells: smaller images, one line. */
  compact?: boolean;
}

const COMPACT_THUMB = 32;

/** One custom value, read-only: images open in the previewer, files in the file preview, links and phones clickable. */
export function CustomFieldView({ field, value, compact }: CustomFieldViewProps) {
  const { t } = useTranslation();
  const texts = { yes: t('forms.values.yes'), no: t('forms.values.no') };
  if (field.type === 'explain')
    return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{field.props.content}</Typography.Text>;
  if (value === undefined || isEmptyValue(value))
    return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const size = compact ? COMPACT_THUMB : THUMB_SIZE;

  switch (field.type) {
    case 'img':
      return typeof value === 'string' ? <ImageThumbs urls={[value]} title={field.name} size={size} /> : null;
    case 'signature':
      return typeof value === 'string' ? (
        <ImageThumbs urls={[value]} title={field.name} size={size * 3} height={size} />
      ) : null;
    case 'imgMultiple':
      return Array.isArray(value) ? (
        <ImageThumbs urls={value as string[]} title={field.name} size={size} />
      ) : null;
    case 'upload':
      return (
        <Flex vertical={!compact} gap={compact ? 8 : 2} wrap>
          {(value as AttachmentValue[]).map((a) => (
            <Typography.Link key={a.url} onClick={() => openFilePreview({ url: a.url, name: a.name })}>
              <PaperClipOutlined /> {a.name}
            </Typography.Link>
          ))}
        </Flex>
      );
    case 'hyperlink':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer" ellipsis={compact}>
          {String(value)}
        </Typography.Link>
      );
    case 'call':
      return (
        <Typography.Link href={`tel:${String(value)}`}>
          <PhoneOutlined /> {String(value)}
        </Typography.Link>
      );
    case 'commentStar':
      return (
        <Rate
          disabled
          count={field.props.maxStars ?? STARS_MAX}
          value={toStars(value)}
          style={compact ? { fontSize: 14 } : undefined}
        />
      );
    case 'switch':
      return <Tag color={value === true ? 'green' : 'default'}>{fieldValueText(field, value, texts)}</Tag>;
    case 'checkbox':
      return (
        <Flex gap={4} wrap>
          {(value as string[]).map((o) => (
            <Tag key={o}>{o}</Tag>
          ))}
        </Flex>
      );
    case 'position':
      return (
        <Typography.Text>
          <EnvironmentOutlined /> {fieldValueText(field, value, texts)}
        </Typography.Text>
      );
    default:
      return (
        <Typography.Text style={compact ? undefined : { whiteSpace: 'pre-wrap' }} ellipsis={compact}>
          {fieldValueText(field, value, texts)}
        </Typography.Text>
      );
  }
}
