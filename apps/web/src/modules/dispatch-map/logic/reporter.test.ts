import { describe, expect, it } from 'vitest';
import { PositionReporter, outcomeOf, type Fix, type GeoWatch, type SendOutcome } from './reporter';

/** A fake geolocation: the test moves the device and decides the permission. */
function fakeGeo() {
  let next = 1;
  const watches = new Map<
    number,
    { ok: Parameters<GeoWatch['watchPosition']>[0]; err?: Parameters<GeoWatch['watchPosition']>[1] }
  >();
  const geo: GeoWatch = {
    watchPosition(ok, err) {
      const id = next++;
      watches.set(id, { ok, err });
      return id;
    },
    clearWatch(id) {
      watches.delete(id);
    },
  };
  return {
    geo,
    watching: () => watches.size,
    move(lng: number, lat: number) {
      for (const w of watches.values()) w.ok({ coords: { longitude: lng, latitude: lat } });
    },
    deny() {
      for (const w of watches.values()) w.err?.({ code: 1, message: 'denied' });
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(answer: (fix: Fix) => SendOutcome = () => 'sent') {
  const device = fakeGeo();
  let clock = 1_000_000;
  const sent: Fix[] = [];
  const reporter = new PositionReporter({
    geo: device.geo,
    now: () => clock,
    send: (fix) => {
      sent.push(fix);
      return Promise.resolve(answer(fix));
    },
  });
  return {
    device,
    sent,
    reporter,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the phone position reporter (issue 26: at most once a minute while in service)', () => {
  it('sends the first fix at once and then at most one per minute, however often the device moves', async () => {
    const { device, sent, reporter, advance } = setup();
    reporter.start();
    device.move(121.47, 31.23);
    await flush();
    expect(sent).toEqual([{ lng: 121.47, lat: 31.23 }]);
    for (let i = 0; i < 5; i++) {
      advance(10_000);
      device.move(121.48 + i / 100, 31.23);
      await flush();
    }
    expect(sent).toHaveLength(1);
    advance(10_000); // 60 s after the first
    device.move(121.5, 31.24);
    await flush();
    expect(sent).toHaveLength(2);
    expect(reporter.current).toMatchObject({ state: 'watching', sent: 2 });
  });

  it('stops watching the device and sends nothing more once stopped (order left service, page closed)', async () => {
    const { device, sent, reporter, advance } = setup();
    reporter.start();
    device.move(121.47, 31.23);
    await flush();
    reporter.stop();
    expect(device.watching()).toBe(0);
    advance(120_000);
    device.move(121.5, 31.24);
    await flush();
    expect(sent).toHaveLength(1);
    expect(reporter.current).toMatchObject({ state: 'stopped', reason: 'stopped', sent: 1 });
  });

  it('stops for good on a final refusal (reports off, consent withdrawn, order not in service)', async () => {
    const { device, sent, reporter, advance } = setup(() => 'refused');
    reporter.start();
    device.move(121.47, 31.23);
    await flush();
    expect(reporter.current).toMatchObject({ state: 'stopped', reason: 'refused' });
    expect(device.watching()).toBe(0);
    advance(120_000);
    device.move(121.5, 31.24);
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('waits its minute after a failure or a "too often" answer, then tries again', async () => {
    const answers: SendOutcome[] = ['failed', 'tooSoon', 'sent'];
    const { device, sent, reporter, advance } = setup(() => answers.shift() ?? 'sent');
    reporter.start();
    device.move(121.47, 31.23);
    await flush();
    advance(30_000);
    device.move(121.47, 31.23);
    await flush();
    expect(sent).toHaveLength(1);
    advance(30_000);
    device.move(121.47, 31.23);
    await flush();
    advance(60_000);
    device.move(121.47, 31.23);
    await flush();
    expect(sent).toHaveLength(3);
    expect(reporter.current).toMatchObject({ state: 'watching', sent: 1 });
  });

  it('sends one report at a time: fixes while a report is on its way are dropped', async () => {
    const device = fakeGeo();
    let release: (o: SendOutcome) => void = () => undefined;
    let calls = 0;
    const reporter = new PositionReporter({
      geo: device.geo,
      now: () => 0,
      intervalMs: 0,
      send: () => {
        calls += 1;
        return new Promise<SendOutcome>((r) => (release = r));
      },
    });
    reporter.start();
    device.move(1, 1);
    device.move(1, 2);
    device.move(1, 3);
    expect(calls).toBe(1);
    release('sent');
    await flush();
    device.move(1, 4);
    expect(calls).toBe(2);
  });

  it('a report answered after stop does not restart anything', async () => {
    const device = fakeGeo();
    let release: (o: SendOutcome) => void = () => undefined;
    const reporter = new PositionReporter({
      geo: device.geo,
      send: () => new Promise<SendOutcome>((r) => (release = r)),
    });
    reporter.start();
    device.move(1, 1);
    reporter.stop();
    release('sent');
    await flush();
    expect(reporter.current).toMatchObject({ state: 'stopped', reason: 'stopped', sent: 0 });
  });

  it('stops when the device refuses its position, and without geolocation never starts', () => {
    const { device, reporter } = setup();
    reporter.start();
    device.deny();
    expect(reporter.current).toMatchObject({ state: 'stopped', reason: 'denied' });
    expect(device.watching()).toBe(0);
    const none = new PositionReporter({ geo: undefined, send: () => Promise.resolve('sent') });
    none.start();
    expect(none.current).toMatchObject({ state: 'stopped', reason: 'unsupported' });
  });

  it("reads the server's refusal codes", () => {
    expect(outcomeOf('TOO_OFTEN')).toBe('tooSoon');
    expect(outcomeOf('REPORTS_OFF')).toBe('refused');
    expect(outcomeOf('NO_CONSENT')).toBe('refused');
    expect(outcomeOf('NOT_IN_SERVICE')).toBe('refused');
    expect(outcomeOf(undefined)).toBe('failed');
  });
});
