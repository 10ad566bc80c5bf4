import { Button, Divider, Empty, Flex, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { runAction } from '../../../shell/submit';
import { LATEST_COUNT, MESSAGE_LIST_KEY, UNREAD_KEY, fetchMessages, markAllRead } from '../api';
import { useOpenMessage } from '../open-message';
import { MESSAGE_PATHS } from '../paths';
import { MessageRow } from './MessageRow';

interface Props {
  unread: number;
  onClose(): void;
}

/** The latest few messages, "all read" and the way to the message centre. */
export default function MessageDropdown({ unread, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useOpenMessage(onClose);
  const latest = useQuery({
    queryKey: [...MESSAGE_LIST_KEY, 'latest'],
    queryFn: () => fetchMessages({ pageIndex: 0, pageSize: LATEST_COUNT }),
    staleTime: 0,
  });
  const list = latest.data?.list ?? [];
  const readAll = async () => {
    if (await runAction(markAllRead)) {
      queryClient.setQueryData(UNREAD_KEY, 0);
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LIST_KEY });
    }
  };

  return (
    <Flex vertical style={{ width: 340, maxWidth: 'calc(100vw - 32px)' }} data-testid="message-dropdown">
      <Spin spinning={latest.isFetching && !list.length}>
        {list.length === 0 && !latest.isFetching ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.center.empty')} />
        ) : (
          <Flex vertical style={{ maxHeight: 360, overflow: 'auto' }}>
            {list.map((m) => (
              <MessageRow key={m.id} message={m} onOpen={open} brief />
            ))}
          </Flex>
        )}
      </Spin>
      <Divider style={{ margin: '4px 0' }} />
      <Flex justify="space-between">
        <Button
          type="link"
          size="small"
          disabled={!unread}
          onClick={() => void readAll()}
          data-testid="message-read-all-quick"
        >
          {t('messages.center.readAll')}
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() => {
            onClose();
            void navigate(MESSAGE_PATHS.center);
          }}
          data-testid="message-center-link"
        >
          {t('messages.bell.viewAll')}
        </Button>
      </Flex>
    </Flex>
  );
}
