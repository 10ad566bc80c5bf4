import { lazy, Suspense, useCallback, useState } from 'react';
import { Badge, Button, Popover, Spin, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shell/notify';
import { usePhone } from '../../../shell/usePhone';
import { useUnreadCount } from '../hooks';
import type { StreamListener } from '../live';

/** The drop-down's list loads with its first opening, not with the frame. */
const MessageDropdown = lazy(() => import('./MessageDropdown'));

/** Unread counts above this show as "99+". */
export const BELL_OVERFLOW = 99;

/**
 * The top bar's bell: the caller's unread count, live from the message stream (a new message also
 * shows a short notice), and a drop-down of the latest messages.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const onNews = useCallback<StreamListener>(
    (event, news) => {
      if (event === 'message' && news.latest)
        showToast('info', t('messages.bell.arrived', { title: news.latest.title }), 4);
    },
    [t],
  );
  const unread = useUnreadCount(onNews);
  const label = t('messages.bell.title');
  // on a phone a tap would show the tooltip over the drop-down: the drop-down's title says it
  const phone = usePhone();
  const button = (
    <Button type="text" aria-label={label} data-testid="message-bell">
      <Badge count={unread} overflowCount={BELL_OVERFLOW} size="small" data-testid="message-unread">
        <BellOutlined style={{ fontSize: 16 }} />
      </Badge>
    </Button>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={label}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={
        <Suspense fallback={<Spin style={{ display: 'block', width: 340 }} />}>
          <MessageDropdown unread={unread} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      {phone ? button : <Tooltip title={label}>{button}</Tooltip>}
    </Popover>
  );
}
