import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_LIST_KEY, UNREAD_KEY, fetchUnread } from './api';
import { messageStream, type StreamListener } from './live';

/**
 * The caller's unread count, kept live by the message stream: the count is set from each event
 * and the open lists are fetched again; nothing polls.
 */
export function useUnreadCount(onNews?: StreamListener) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      messageStream.subscribe((event, news) => {
        queryClient.setQueryData(UNREAD_KEY, news.unread);
        void queryClient.invalidateQueries({ queryKey: MESSAGE_LIST_KEY });
        onNews?.(event, news);
      }),
    [queryClient, onNews],
  );
  return useQuery({ queryKey: UNREAD_KEY, queryFn: fetchUnread, staleTime: Infinity }).data ?? 0;
}
