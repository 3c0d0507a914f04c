import type { SharedStore } from '@/api-clients/cache/shared-cache-types';

/** How the fake answers: normally, by failing every call (Redis down), or never (Redis hung). */
export type FakeStoreMode = 'ok' | 'fail' | 'hang';

/** An in-memory SharedStore with Redis's semantics for the few commands used, shared by fake replicas. */
export class FakeSharedStore implements SharedStore {
  ready = true;
  mode: FakeStoreMode = 'ok';
  readonly commands: string[] = [];
  /** Commands (by name) whose next calls fail, as a single late answer would. */
  readonly failNext = new Map<string, number>();
  private readonly values = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys currently held (expired ones dropped). */
  keys(): string[] {
    return [...this.values.keys()].filter((key) => this.read(key) !== null);
  }

  get(key: string) {
    return this.run('GET', () => this.read(key));
  }

  getMany(keys: string[]) {
    return this.run('MGET', () => keys.map((key) => this.read(key)));
  }

  set(key: string, value: string, ttlMs: number) {
    return this.run('SET', () => void this.values.set(key, { value, expiresAt: this.now() + ttlMs }));
  }

  setIfAbsentOrGet(key: string, value: string, ttlMs: number) {
    return this.run('SET NX GET', () => {
      const held = this.read(key);
      if (held === null) this.values.set(key, { value, expiresAt: this.now() + ttlMs });
      return held;
    });
  }

  deleteIfEquals(key: string, value: string) {
    return this.run('EVAL', () => {
      if (this.read(key) === value) this.values.delete(key);
    });
  }

  ping() {
    return this.run('PING', () => undefined);
  }

  private read(key: string): string | null {
    const held = this.values.get(key);
    if (!held) return null;
    if (this.now() >= held.expiresAt) {
      this.values.delete(key);
      return null;
    }
    return held.value;
  }

  private run<T>(command: string, answer: () => T): Promise<T> {
    this.commands.push(command);
    const failures = this.failNext.get(command) ?? 0;
    if (failures > 0) {
      this.failNext.set(command, failures - 1);
      return Promise.reject(new Error('Command timed out'));
    }
    if (this.mode === 'fail') return Promise.reject(new Error('connect ECONNREFUSED'));
    if (this.mode === 'hang') return new Promise<T>(() => undefined);
    return Promise.resolve().then(answer);
  }
}
