import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, List, Segmented, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SERVICE_EVENT_MESSAGE_MAX } from '@fieldline/domain';
import { runAction } from '../../../shell/submit';
import { EVENTS_KEY, addMessage, fetchEventMessages } from '../api';
import { when } from './labels';

/** The event's messages: internal notes among staff and replies to the customer, and a box to add one. */
export function Conversation({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...EVENTS_KEY, 'messages', eventId];
  const messages = useQuery({ queryKey: key, queryFn: () => fetchEventMessages(eventId) });
  const [kind, setKind] = useState<'note' | 'reply'>('note');
  const [content, setContent] = useState('');
  const send = async () => {
    if (!content.trim()) return;
    if (await runAction(() => addMessage({ eventId, kind, content: content.trim() }))) {
      setContent('');
      await client.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <Card size="small" title={t('serviceEvents.detail.messages')} data-testid="event-messages">
      {!messages.data?.length ? (
        <Empty description={t('serviceEvents.detail.noMessages')} />
      ) : (
        <List
          size="small"
          dataSource={messages.data}
          renderItem={(m) => (
            <List.Item>
              <Flex vertical gap={2}>
                <span>
                  <Tag color={m.kind === 'note' ? 'default' : 'blue'}>
                    {t(`serviceEvents.messageKind.${m.kind}`)}
                  </Tag>
                  <Typography.Text strong>{m.user?.name}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{when(m.at)}</Typography.Text>
                </span>
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as 'note' | 'reply')}
          options={[
            { value: 'note', label: t('serviceEvents.messageKind.note') },
            { value: 'reply', label: t('serviceEvents.messageKind.reply') },
          ]}
        />
        <Input.TextArea
          showCount
          rows={2}
          value={content}
          maxLength={SERVICE_EVENT_MESSAGE_MAX}
          onChange={(e) => setContent(e.target.value)}
          aria-label={t('serviceEvents.detail.messageBox')}
        />
        <Flex justify="flex-end">
          <Button onClick={() => void send()} disabled={!content.trim()}>
            {t('serviceEvents.detail.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
