import { Button, Card, Empty, Flex, Pagination, Popconfirm, Segmented, Select, Spin } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_KIND_LIST,
  MESSAGE_KIND_NAMES,
  messageListQuerySchema,
  type MessageKind,
} from '@fieldline/domain';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { MESSAGE_LIST_KEY, UNREAD_KEY, fetchMessages, markAllRead } from '../api';
import { useUnreadCount } from '../hooks';
import { useOpenMessage } from '../open-message';
import { MessageRow } from '../components/MessageRow';
import { usePhone } from '../../../shell/usePhone';

/** The centre's URL: kind, unread only, and the page. */
const CENTER_LIST = defineList({ filters: messageListQuerySchema.pick({ kind: true, unread: true }) });

/**
 * /MessageCenter: the caller's in-app messages, newest first, paged by the server; filter by kind
 * and unread; open one (read, then its order, equipment or notice), mark all read. New messages
 * arrive while the page is open. On a phone the list takes the whole width and the filters stack.
 */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = usePhone();
  const queryClient = useQueryClient();
  const list = useListState(CENTER_LIST);
  const { kind, unread: unreadOnly } = list.filters;
  const unread = useUnreadCount();
  const open = useOpenMessage();
  const page = useQuery({
    queryKey: [...MESSAGE_LIST_KEY, 'center', kind, unreadOnly, list.pageIndex, list.pageSize],
    queryFn: () =>
      fetchMessages({ kind, unread: unreadOnly, pageIndex: list.pageIndex, pageSize: list.pageSize }),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.list ?? [];
  const readAll = async () => {
    if (await runAction(markAllRead)) {
      queryClient.setQueryData(UNREAD_KEY, 0);
      void queryClient.invalidateQueries({ queryKey: MESSAGE_LIST_KEY });
    }
  };

  const filters = (
    <Flex gap={8} wrap vertical={phone} justify="space-between" align={phone ? 'stretch' : 'center'}>
      <Flex gap={8} wrap vertical={phone}>
        <Segmented
          block={phone}
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => list.setFilters({ unread: v === 'unread' ? true : undefined })}
          options={[
            { value: 'all', label: t('messages.center.all') },
            { value: 'unread', label: t('messages.center.unreadOnly', { count: unread }) },
          ]}
          data-testid="message-unread-filter"
        />
        <Select<MessageKind>
          allowClear
          value={kind}
          onChange={(v) => list.setFilters({ kind: v })}
          placeholder={t('messages.center.kind')}
          options={MESSAGE_KIND_LIST.map((k) => ({ value: k, label: MESSAGE_KIND_NAMES[k][locale] }))}
          style={{ minWidth: phone ? undefined : 200 }}
          data-testid="message-kind-filter"
        />
      </Flex>
      <Popconfirm
        title={t('messages.center.readAllConfirm')}
        onConfirm={() => void readAll()}
        disabled={!unread}
      >
        <Button disabled={!unread} data-testid="message-read-all">
          {t('messages.center.readAll')}
        </Button>
      </Popconfirm>
    </Flex>
  );

  const body = (
    <Flex vertical gap={8}>
      {filters}
      <Spin spinning={page.isFetching && !rows.length}>
        {rows.length === 0 && !page.isFetching ? (
          <Empty
            description={kind || unreadOnly ? t('messages.center.emptyFiltered') : t('messages.center.empty')}
          />
        ) : (
          <Flex vertical data-testid="message-list">
            {rows.map((m) =>
              phone ? (
                <Card key={m.id} size="small" style={{ marginBottom: 8 }} styles={{ body: { padding: 4 } }}>
                  <MessageRow message={m} onOpen={open} />
                </Card>
              ) : (
                <div key={m.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
                  <MessageRow message={m} onOpen={open} />
                </div>
              ),
            )}
          </Flex>
        )}
      </Spin>
      {(page.data?.total ?? 0) > 0 && (
        <Pagination
          simple={phone}
          align="end"
          current={list.pageIndex + 1}
          pageSize={list.pageSize}
          pageSizeOptions={[...list.sizes]}
          showSizeChanger={!phone}
          total={page.data?.total ?? 0}
          showTotal={phone ? undefined : (total) => t('messages.center.total', { total })}
          onChange={(p, size) => list.setPage(p - 1, size)}
        />
      )}
    </Flex>
  );
  return phone ? body : <Card>{body}</Card>;
}
