import { Badge, Flex, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { MessageItem } from '@fieldline/domain';
import { messageLink } from '../links';
import { MessageKindTag } from './MessageKindTag';

interface Props {
  message: MessageItem;
  onOpen(message: MessageItem): void;
  /** One line of body (the header's drop-down); the centre shows it whole. */
  brief?: boolean;
}

/** One message: unread dot, kind, title, text and time; a tap opens it (read, then its object). */
export function MessageRow({ message, onOpen, brief = false }: Props) {
  const linked = messageLink(message) !== null;
  return (
    <Flex
      gap={8}
      align="start"
      role="button"
      tabIndex={0}
      onClick={() => onOpen(message)}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen(message)}
      style={{ cursor: 'pointer', padding: '8px 4px', width: '100%' }}
      data-testid={`message-${message.id}`}
      data-read={message.read}
    >
      <Badge dot={!message.read} offset={[-2, 6]} style={{ marginTop: 2 }}>
        <span style={{ display: 'inline-block', width: 6 }} />
      </Badge>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <MessageKindTag kind={message.kind} />
          <Typography.Text strong={!message.read} ellipsis={brief} style={{ flex: 1, minWidth: 120 }}>
            {message.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dayjs(message.createdAt).format(brief ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')}
          </Typography.Text>
        </Flex>
        {message.body && (
          <Typography.Paragraph
            type="secondary"
            ellipsis={brief ? { rows: 1 } : { rows: 3, expandable: false }}
            style={{ marginBottom: 0 }}
          >
            {message.body}
          </Typography.Paragraph>
        )}
      </Flex>
      {linked && <RightOutlined style={{ color: '#bfbfbf', marginTop: 6 }} />}
    </Flex>
  );
}
