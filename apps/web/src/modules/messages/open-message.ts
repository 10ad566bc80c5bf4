import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { MessageItem } from '@fieldline/domain';
import { MESSAGE_LIST_KEY, UNREAD_KEY, markRead } from './api';
import { messageLink } from './links';

/** Opening a message marks it read and goes to its object, when it has a page. */
export function useOpenMessage(after?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (message: MessageItem) => {
    if (!message.read)
      void markRead([message.id]).then(
        (r) => {
          if (r && 'unread' in r) queryClient.setQueryData(UNREAD_KEY, r.unread);
          void queryClient.invalidateQueries({ queryKey: MESSAGE_LIST_KEY });
        },
        () => undefined,
      );
    const link = messageLink(message);
    after?.();
    if (link) void navigate(link);
  };
}
