/**
 * BoondManager's dictionary and the administrator's mapping (docs/decisions/005-skills-file.md): the screen's view,
 * decisions (checked against our values and the tenant's dictionary), forgetting one, and reading the dictionary
 * again. Deciding or reading again re-queues the exchanges held for a value (they are held again, with their reasons,
 * if something is still missing). Administrators only (those of the exchanges screen).
 */
import {
  DICTIONARY_HELD_CODE,
  type BoondMapping,
  type BoondMappingDeleteQuery,
  type BoondMappingSaveBody,
  type BoondMappingSaved,
} from '@my-skills/shared/schemas/boond-mapping';
import { canAdministerExchanges } from '@my-skills/shared/schemas/exchanges';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { dictionaryEntries, FIXED_VALUES, type MappingKind, type OurValue } from '../../integrations/boond/dictionary';
import type { DictionaryStore } from '../../integrations/boond/dictionary-store';
import type { BoondMappingRepository, StoredDictionary } from '../../integrations/boond/mapping.repository';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { describeFailure } from '../../integrations/outbox/delivery-error';
import { mappingView } from './boond-mapping.view';

export interface BoondMappingServiceDeps {
  store: DictionaryStore;
  repository: BoondMappingRepository;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  /** Fresh attempts a re-queued exchange gets. */
  maxAttempts: number;
}

export function createBoondMappingService(deps: BoondMappingServiceDeps) {
  const { store, repository, outbox, outboxRepository } = deps;

  const assertAdmin = (auth: AuthContext) => {
    if (!canAdministerExchanges(auth)) throw new AppError('FORBIDDEN');
  };

  const ourValues = async (): Promise<Record<MappingKind, readonly OurValue[]>> => ({
    ...FIXED_VALUES,
    tool: await repository.tools(),
  });

  /** Reads the dictionary from BoondManager now: the stored dictionary, or why it could not be read. */
  async function tryRefresh(): Promise<{ dictionary: StoredDictionary } | { error: string }> {
    try {
      return { dictionary: await store.refresh() };
    } catch (error) {
      return { error: describeFailure(error).detail };
    }
  }

  async function view(): Promise<BoondMapping> {
    let dictionary = await repository.dictionary();
    let dictionaryError: string | null = null;
    if (!dictionary) {
      const read = await tryRefresh();
      if ('error' in read) dictionaryError = read.error;
      else dictionary = read.dictionary;
    }
    const [decisions, ours, heldMessages] = await Promise.all([
      repository.decisions(),
      ourValues(),
      outboxRepository.countFailedWithCode(DICTIONARY_HELD_CODE),
    ]);
    return {
      dictionary: dictionary ? { version: dictionary.version, fetchedAt: dictionary.fetchedAt.toISOString() } : null,
      dictionaryError,
      ...mappingView(dictionary?.content ?? null, decisions, ours),
      heldMessages,
    };
  }

  /** The held exchanges back to the queue, in the caller's transaction (the commit wakes the relay). */
  const requeue = (trx: Parameters<OutboxRepository['requeueFailedWithCode']>[0]) =>
    outboxRepository.requeueFailedWithCode(trx, DICTIONARY_HELD_CODE, deps.maxAttempts);

  return {
    async list(auth: AuthContext): Promise<BoondMapping> {
      assertAdmin(auth);
      return view();
    },

    async save(auth: AuthContext, body: BoondMappingSaveBody): Promise<BoondMappingSaved> {
      assertAdmin(auth);
      const dictionary = await repository.dictionary();
      if (!dictionary) throw new AppError('BUSINESS_RULE', 'errors.BOOND_NO_DICTIONARY');
      const ours = await ourValues();
      const decisions = body.decisions.map((d) => {
        const value = ours[d.kind].find((v) => v.value === d.ourValue);
        if (!value) throw new AppError('NOT_FOUND', 'errors.BOOND_MAPPING_UNKNOWN_VALUE', { value: d.ourValue });
        if (
          d.boondId !== null &&
          !dictionaryEntries(dictionary.content, d.kind).some((e) => String(e.id) === d.boondId)
        )
          throw new AppError('BUSINESS_RULE', 'errors.BOOND_MAPPING_UNKNOWN_ID', { id: d.boondId });
        return { kind: d.kind, ourValue: d.ourValue, ourLabel: value.en, boondId: d.boondId };
      });
      const requeued = await outbox.transaction(async (trx) => {
        await repository.decide(trx, decisions, auth.personId);
        return requeue(trx);
      });
      return { ...(await view()), requeued };
    },

    async forget(auth: AuthContext, query: BoondMappingDeleteQuery): Promise<BoondMappingSaved> {
      assertAdmin(auth);
      const removed = await outbox.transaction((trx) => repository.undecide(trx, query.kind, query.ourValue));
      if (!removed) throw new AppError('NOT_FOUND', 'errors.BOOND_MAPPING_NOT_DECIDED');
      return { ...(await view()), requeued: 0 };
    },

    /** Reads the dictionary again now; the held exchanges are tried again against it. */
    async refresh(auth: AuthContext): Promise<BoondMapping> {
      assertAdmin(auth);
      const read = await tryRefresh();
      if ('error' in read)
        throw new AppError('EXTERNAL_SYSTEM_FAILED', 'errors.BOOND_DICTIONARY_FAILED', { detail: read.error });
      await outbox.transaction(requeue);
      return view();
    },
  };
}
export type BoondMappingService = ReturnType<typeof createBoondMappingService>;
