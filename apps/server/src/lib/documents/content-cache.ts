/**
 * A document's content read once per state: entries keyed by what names that state — the document's id and row
 * version (every write bumps it, in any process), the language, and whatever else the content shows (last year's row
 * version, a reference-data stamp). `clear` drops everything (wired to change notifications, e.g. the catalogue's);
 * the TTL bounds what no key or notification covers (a person's name in the history). A failed read is not kept.
 */
export interface ContentCache<T> {
  get(key: string, read: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createContentCache<T>({ ttlMs = 30_000, max = 500 }: { ttlMs?: number; max?: number } = {}) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      const value = read();
      value.catch(() => entries.delete(key));
      entries.set(key, { at: Date.now(), value });
      return value;
    },
    clear: () => entries.clear(),
  } satisfies ContentCache<T>;
}
