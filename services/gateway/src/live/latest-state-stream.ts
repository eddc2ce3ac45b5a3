/**
 * An async iterator of states where only the newest undelivered one matters: a state pushed
 * while the previous one still waits for its reader replaces it (each state is complete), so a
 * slow reader holds one state at most, never a backlog. `finish` ends it after an optional final
 * value; the reader's `return` (its client went away) ends it at once. Either way the close
 * hooks run, once.
 */
export class LatestStateStream<T> implements AsyncIterableIterator<T> {
  #pending: { value: T } | null = null;
  #final: { value: T } | null = null;
  #finished = false;
  #closed = false;
  #reader: ((result: IteratorResult<T, undefined>) => void) | null = null;
  readonly #closeHooks: (() => void)[] = [];

  /** Whether it has been finished or returned (pushes are ignored from then on). */
  get finished(): boolean {
    return this.#finished;
  }

  /** Runs `hook` once when the stream ends (at once when it already has). */
  onClose(hook: () => void): void {
    if (this.#closed) hook();
    else this.#closeHooks.push(hook);
  }

  push(value: T): void {
    if (this.#finished) return;
    if (this.#reader) this.#hand({ done: false, value });
    else this.#pending = { value };
  }

  /** Ends the stream: what was pushed is still read, then `final` when given, then the end. */
  finish(final?: T): void {
    if (this.#finished) return;
    this.#finished = true;
    if (final !== undefined) this.#final = { value: final };
    this.#close();
    if (this.#reader) this.#hand(this.#take());
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.#pending || this.#finished) return Promise.resolve(this.#take());
    return new Promise((resolve) => {
      this.#reader = resolve;
    });
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.#finished = true;
    this.#pending = null;
    this.#final = null;
    this.#close();
    if (this.#reader) this.#hand({ done: true, value: undefined });
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  #take(): IteratorResult<T, undefined> {
    const next = this.#pending ?? this.#final;
    if (!next) return { done: true, value: undefined };
    if (this.#pending) this.#pending = null;
    else this.#final = null;
    return { done: false, value: next.value };
  }

  #hand(result: IteratorResult<T, undefined>): void {
    const reader = this.#reader;
    this.#reader = null;
    reader?.(result);
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const hook of this.#closeHooks.splice(0)) hook();
  }
}
