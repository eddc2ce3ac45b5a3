/** A per-request memo of pending reads, keyed by what they read. */
export class RequestCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.entries.set(key, entry);
    }
    return entry;
  }
}
