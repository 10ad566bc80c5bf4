/**
 * The phone's position reporter (issue 26): while the engineer serves an order, it watches the
 * device's position and sends it at most once a minute through the opt-in API. It stops for good
 * when told to (the order left service, the page closed, the engineer pressed stop) and when the
 * server refuses for a reason that will not pass by waiting (reports off, consent withdrawn, the
 * order no longer in service). Free of React and of the browser, so it is tested with a fake
 * geolocation and clock.
 */

/** The part of `navigator.geolocation` the reporter uses. */
export interface GeoWatch {
  watchPosition(
    success: (p: { coords: { longitude: number; latitude: number } }) => void,
    error?: (e: { code: number; message: string }) => void,
    options?: { enableHighAccuracy?: boolean; maximumAge?: number; timeout?: number },
  ): number;
  clearWatch(id: number): void;
}

export interface Fix {
  lng: number;
  lat: number;
}

/** Why the reporter stopped. */
export type StopReason =
  | 'stopped' // told to: the engineer, the order leaving service, the page closing
  | 'refused' // the server will not take reports for this order (off, no consent, not in service)
  | 'denied' // the device refused its position
  | 'unsupported'; // no geolocation on this device

export type ReporterStatus =
  | { state: 'idle' }
  | { state: 'watching'; lastSentAt: number | null; sent: number }
  | { state: 'stopped'; reason: StopReason; lastSentAt: number | null; sent: number };

/** What sending a fix may answer: done, too soon (wait), or refused for good. */
export type SendOutcome = 'sent' | 'tooSoon' | 'refused' | 'failed';

export interface ReporterOptions {
  geo: GeoWatch | null | undefined;
  send: (fix: Fix) => Promise<SendOutcome>;
  now?: () => number;
  /** At most one report per interval (the server's minute). */
  intervalMs?: number;
  onStatus?: (status: ReporterStatus) => void;
}

export const REPORT_INTERVAL_MS = 60_000;
/** The geolocation API's code for a refused permission. */
const PERMISSION_DENIED = 1;

export class PositionReporter {
  private watchId: number | null = null;
  private status: ReporterStatus = { state: 'idle' };
  private lastSentAt: number | null = null;
  /** When the last attempt went out (a failed one waits its interval too, so a bad network is not hammered). */
  private lastTriedAt: number | null = null;
  private sending = false;
  private sent = 0;
  private readonly now: () => number;
  private readonly interval: number;

  constructor(private readonly options: ReporterOptions) {
    this.now = options.now ?? Date.now;
    this.interval = options.intervalMs ?? REPORT_INTERVAL_MS;
  }

  get current(): ReporterStatus {
    return this.status;
  }

  start() {
    if (this.status.state !== 'idle') return;
    const geo = this.options.geo;
    if (!geo) return this.finish('unsupported');
    this.set({ state: 'watching', lastSentAt: null, sent: 0 });
    this.watchId = geo.watchPosition(
      (p) => void this.onFix({ lng: p.coords.longitude, lat: p.coords.latitude }),
      (e) => {
        if (e.code === PERMISSION_DENIED) this.finish('denied');
      },
      { enableHighAccuracy: true, maximumAge: this.interval, timeout: this.interval },
    );
  }

  /** Stop for good (the order left service, the page closed, the engineer pressed stop). */
  stop() {
    if (this.status.state === 'stopped') return;
    this.finish('stopped');
  }

  private async onFix(fix: Fix) {
    if (this.status.state !== 'watching' || this.sending) return;
    const at = this.now();
    if (this.lastTriedAt != null && at - this.lastTriedAt < this.interval) return;
    this.sending = true;
    this.lastTriedAt = at;
    let outcome: SendOutcome;
    try {
      outcome = await this.options.send(fix);
    } catch {
      outcome = 'failed';
    } finally {
      this.sending = false;
    }
    // Stopped while the report was on its way: nothing more to say.
    if (this.status.state !== 'watching') return;
    if (outcome === 'refused') return this.finish('refused');
    if (outcome === 'sent') {
      this.lastSentAt = at;
      this.sent += 1;
      this.set({ state: 'watching', lastSentAt: at, sent: this.sent });
    }
  }

  private finish(reason: StopReason) {
    if (this.watchId != null) this.options.geo?.clearWatch(this.watchId);
    this.watchId = null;
    this.set({ state: 'stopped', reason, lastSentAt: this.lastSentAt, sent: this.sent });
  }

  private set(status: ReporterStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }
}

/** A refusal code of POST /v2/position/report that waiting will not change. */
export const FINAL_REFUSALS = ['REPORTS_OFF', 'NO_CONSENT', 'NOT_IN_SERVICE', 'ORDER_NOT_FOUND'] as const;

/** Reads a failed report's code: too soon (429) waits, a final refusal stops, anything else retries later. */
export function outcomeOf(code: string | undefined): SendOutcome {
  if (code === 'TOO_OFTEN') return 'tooSoon';
  if (code && (FINAL_REFUSALS as readonly string[]).includes(code)) return 'refused';
  return 'failed';
}
