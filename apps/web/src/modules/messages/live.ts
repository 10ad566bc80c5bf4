import type { MessageItem } from '@fieldline/domain';
import { MESSAGE_STREAM_URL } from './api';

/** What the server's stream says (apps/server messages/hub.ts): the unread count, and the newest message. */
export interface StreamNews {
  unread: number;
  latest?: MessageItem;
}
export type StreamEvent = 'message' | 'unread';
export type StreamListener = (event: StreamEvent, news: StreamNews) => void;

/**
 * Waits before opening a stream again after the server refused or ended it (EventSource retries by
 * itself after a dropped connection, every `retry` ms; a refusal closes it for good).
 */
export const REOPEN_DELAYS_MS = [3000, 10_000, 30_000, 60_000];

type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};
export type SourceFactory = (url: string) => Source;

/**
 * One stream per page, however many parts listen (the bell, the message centre): opened with the
 * first listener, closed with the last. No polling: the count and the list change when the server
 * says so; after a reconnect its first event brings the count as it is.
 */
export function createMessageStream(open: SourceFactory = (url) => new EventSource(url)) {
  const listeners = new Set<StreamListener>();
  let source: Source | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const dispatch = (event: StreamEvent) => (e: Event) => {
    failures = 0;
    let news: StreamNews;
    try {
      news = JSON.parse((e as MessageEvent<string>).data) as StreamNews;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event, news);
  };

  const connect = () => {
    timer = null;
    const s = open(MESSAGE_STREAM_URL);
    source = s;
    s.addEventListener('message', dispatch('message'));
    s.addEventListener('unread', dispatch('unread'));
    s.onerror = () => {
      // CONNECTING: the browser retries by itself; CLOSED: it gave up (a refusal), so try later
      if (s.readyState !== 2 || source !== s) return;
      s.close();
      source = null;
      const wait = REOPEN_DELAYS_MS[Math.min(failures++, REOPEN_DELAYS_MS.length - 1)]!;
      timer = setTimeout(connect, wait);
    };
  };

  const disconnect = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    failures = 0;
  };

  return {
    subscribe(listener: StreamListener) {
      listeners.add(listener);
      if (listeners.size === 1) connect();
      return () => {
        listeners.delete(listener);
        if (!listeners.size) disconnect();
      };
    },
    get open() {
      return source !== null;
    },
  };
}

/** The page's stream. */
export const messageStream = createMessageStream((url) => new EventSource(url, { withCredentials: true }));
