import type { Random } from './prng';

/** Items drawn without replacement, in a seeded order: nothing repeats until the deck is used up. */
export class Deck<T> {
  private items: T[];

  /** `shuffled: false` keeps the source order (an interview's question before its answers). */
  constructor(
    private readonly rng: Random,
    private readonly source: readonly T[],
    shuffled = true,
  ) {
    this.items = shuffled ? rng.sample(source, source.length).reverse() : source.slice().reverse();
  }

  get size(): number {
    return this.items.length;
  }

  /** The next item, or undefined once every item was drawn. */
  draw(): T | undefined {
    return this.items.pop();
  }

  /** The next item, reshuffling when the deck runs out (for vocabulary, not for sentences). */
  next(): T {
    if (this.items.length === 0) this.items = this.rng.sample(this.source, this.source.length);
    return this.items.pop() as T;
  }
}
