/**
 * The tenant's dictionary as every process shares it: kept in the database (boond_dictionary), read from
 * BoondManager when missing, when an administrator refreshes it, and by the hourly job when older than its maximum age
 * (dictionary-refresh.ts). Resolvers are built from the database on each use: nothing lives only in a process.
 */
import { createResolver, type Resolver } from './dictionary';
import type { BoondMappingRepository, StoredDictionary } from './mapping.repository';
import type { BoondClient } from './types';

export function createDictionaryStore({
  repository,
  boond,
}: {
  repository: BoondMappingRepository;
  boond: Pick<BoondClient, 'dictionary'>;
}) {
  /** Reads the dictionary from BoondManager and keeps it (throws the client's error when it cannot). */
  async function refresh(): Promise<StoredDictionary> {
    const { data, version } = await boond.dictionary();
    const fetchedAt = await repository.saveDictionary(data, version);
    return { content: data, version, fetchedAt };
  }

  /** The kept dictionary, read from BoondManager the first time. */
  async function current(): Promise<StoredDictionary> {
    return (await repository.dictionary()) ?? refresh();
  }

  return {
    refresh,
    current,
    /** Refreshes when missing or older than `maxAgeMs`; answers whether it did. */
    async refreshIfStale(maxAgeMs: number, now = new Date()): Promise<boolean> {
      const kept = await repository.dictionary();
      if (kept && now.getTime() - kept.fetchedAt.getTime() < maxAgeMs) return false;
      await refresh();
      return true;
    },
    /**
     * A resolver over the current dictionary and decisions; `withTools` also loads our tools (the catalogue's hard
     * skills), which only the key-people rates need to find a tool by its name.
     */
    async resolver({ withTools = false }: { withTools?: boolean } = {}): Promise<Resolver> {
      const [dictionary, decisions, tools] = await Promise.all([
        current(),
        repository.decisions(),
        withTools ? repository.tools() : [],
      ]);
      return createResolver(dictionary.content, decisions, tools);
    },
  };
}
export type DictionaryStore = ReturnType<typeof createDictionaryStore>;
