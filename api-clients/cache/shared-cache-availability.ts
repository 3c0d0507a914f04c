/** How the shared cache is doing: unknown until the first answer, then up or down. */
export type SharedCacheState = 'unknown' | 'up' | 'down';

export interface AvailabilityOptions {
  /** After going down, the store is skipped this long before one request tries it again. */
  retryAfterMs: number;
  /**
   * Failed or timed-out commands make an outage only when they go on this long without a success:
   * a busy event loop can make a single command miss its timeout, and that is no outage to report.
   */
  downAfterMs: number;
  now?: () => number;
  /** Called once per change of state: one line per outage and one per recovery. */
  onChange?: (state: Exclude<SharedCacheState, 'unknown'>, reason?: string) => void;
}

/**
 * Tracks whether the shared store answers, so an outage is reported once (not once per request)
 * and a dead or hung store is skipped at once instead of costing every request a timeout.
 */
export class SharedCacheAvailability {
  private current: SharedCacheState = 'unknown';
  private retryAt = 0;
  private failingSince: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: AvailabilityOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get state(): SharedCacheState {
    return this.current;
  }

  /** Whether a request may use the store now: always unless down, then one probe per retry interval. */
  canTry(): boolean {
    if (this.current !== 'down') return true;
    if (this.now() < this.retryAt) return false;
    this.retryAt = this.now() + this.options.retryAfterMs;
    return true;
  }

  /** A command succeeded or the connection is (again) ready. */
  markUp(): void {
    this.failingSince = null;
    if (this.current === 'up') return;
    this.current = 'up';
    this.options.onChange?.('up');
  }

  /** The connection is lost or refused: down at once. */
  markDown(reason: string): void {
    this.retryAt = this.now() + this.options.retryAfterMs;
    if (this.current === 'down') return;
    this.current = 'down';
    this.options.onChange?.('down', reason);
  }

  /** A command failed or timed out: down once failures have lasted `downAfterMs` without a success. */
  recordFailure(reason: string): void {
    this.failingSince ??= this.now();
    if (this.current === 'down' || this.now() - this.failingSince >= this.options.downAfterMs) this.markDown(reason);
  }
}
