import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_STREAM_URL } from './api';
import { REOPEN_DELAYS_MS, createMessageStream, type SourceFactory } from './live';

/** A stand-in EventSource the test drives. */
class FakeSource {
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onerror: ((ev: Event) => unknown) | null = null;
  handlers = new Map<string, (e: Event) => void>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, handler: (e: Event) => void) {
    this.handlers.set(type, handler);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.readyState = 1;
    this.handlers.get(type)?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}
const factory = ((url: string) => new FakeSource(url)) as unknown as SourceFactory;

afterEach(() => {
  FakeSource.made = [];
  vi.useRealTimers();
});

describe('message stream client', () => {
  it('opens one stream for every listener and closes it with the last', () => {
    const stream = createMessageStream(factory);
    const heard: unknown[] = [];
    const off1 = stream.subscribe((event, news) => heard.push([event, news.unread]));
    const off2 = stream.subscribe(() => undefined);
    expect(FakeSource.made).toHaveLength(1);
    expect(FakeSource.made[0]!.url).toBe(MESSAGE_STREAM_URL);
    FakeSource.made[0]!.emit('unread', { unread: 2 });
    FakeSource.made[0]!.emit('message', { unread: 3, latest: { id: 9 } });
    expect(heard).toEqual([
      ['unread', 2],
      ['message', 3],
    ]);
    off1();
    expect(FakeSource.made[0]!.closed).toBe(false);
    off2();
    expect(FakeSource.made[0]!.closed).toBe(true);
  });

  it('leaves a dropped connection to the browser, and opens again later after a refusal', () => {
    vi.useFakeTimers();
    const stream = createMessageStream(factory);
    const off = stream.subscribe(() => undefined);
    FakeSource.made[0]!.fail(0); // CONNECTING: EventSource retries by itself
    expect(FakeSource.made).toHaveLength(1);
    FakeSource.made[0]!.fail(2); // CLOSED: refused
    expect(stream.open).toBe(false);
    vi.advanceTimersByTime(REOPEN_DELAYS_MS[0]! - 1);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.made).toHaveLength(2);
    FakeSource.made[1]!.fail(2); // the next wait is longer
    vi.advanceTimersByTime(REOPEN_DELAYS_MS[0]!);
    expect(FakeSource.made).toHaveLength(2);
    vi.advanceTimersByTime(REOPEN_DELAYS_MS[1]! - REOPEN_DELAYS_MS[0]!);
    expect(FakeSource.made).toHaveLength(3);
    off();
    expect(FakeSource.made[2]!.closed).toBe(true);
    vi.advanceTimersByTime(REOPEN_DELAYS_MS.at(-1)!);
    expect(FakeSource.made).toHaveLength(3);
  });
});
