/**
 * Exchanges administration (list, detail, retry, cancel, test the connection, test mail) and the
 * per-object delivery state that features show to the people who caused the messages.
 *
 * Permission: the administration calls need `canAdministerExchanges` (internal role 1 or 2);
 * the per-object state shows the object's own messages (those of its owner) to administrators and to
 * anyone who may open the owner's file; system messages (no owner) to administrators only.
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import {
  canAdministerExchanges,
  type Exchange,
  type ExchangeAttempt,
  type ExchangeDetail,
  type ExchangePage,
  type ObjectState,
} from '@my-skills/shared/schemas/exchanges';
import type { LanguageId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { allPages } from '../../lib/lists/batches';
import { translate } from '../../i18n/messages';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { deliveryStateOf, toExchange } from '../../integrations/outbox/delivery-state';
import { mailMessage, shownPayload } from '../../integrations/mail/templates';
import { isOwnedObjectType, type ObjectAccess } from '../people/object-access';
import { createExchangesRepository } from './exchanges.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface ExchangesServiceDeps {
  outbox: Outbox;
  repository: OutboxRepository;
  objectAccess: ObjectAccess;
  /** Fresh attempts a manual retry grants. */
  maxAttempts: number;
  /** The BoondManager resource the connection test reads (the caller's own, else someone's). */
  sampleResource: (personId: number) => Promise<number | null>;
  /** Object types that take their failed messages back (delivery-hooks.ts): their messages are resent through them. */
  resentThroughObject?: (objectType: string) => boolean;
}

export function createExchangesService({
  outbox,
  repository,
  objectAccess,
  maxAttempts,
  sampleResource,
  resentThroughObject = () => false,
}: ExchangesServiceDeps) {
  const assertAdmin = (auth: AuthContext) => {
    if (!canAdministerExchanges(auth)) throw new AppError('FORBIDDEN');
  };
  // The screen's list reads the outbox table with the lists' layer (same database handle as the outbox).
  const messages = createExchangesRepository(repository.db);

  return {
    /** The outbox messages, filtered, sorted and paged by the list's shared definition (newest first by default). */
    async list(auth: AuthContext, query: ListQuery): Promise<ExchangePage> {
      assertAdmin(auth);
      return pageAnswer(await messages.page(query), query, toExchange);
    },

    /** The rows and columns of the Excel export of exactly what the list shows (same filters and order). */
    async exportRows(auth: AuthContext, query: ListExport) {
      assertAdmin(auth);
      const total = await messages.count(query);
      const rows = (async function* () {
        for await (const r of allPages((pageNo, size) => messages.exportPage(query, pageNo, size))) yield toExchange(r);
      })();
      return { total, rows, columns: exchangeColumns(auth.idLang, query.columns) };
    },

    async byId(auth: AuthContext, id: number): Promise<ExchangeDetail> {
      assertAdmin(auth);
      const row = await repository.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.EXCHANGE_NOT_FOUND');
      const attempts = await repository.attemptsOf(id);
      const payload = row.payload;
      return {
        ...toExchange(row),
        payload:
          typeof payload === 'object' && payload !== null && !Array.isArray(payload)
            ? shownPayload(payload as Record<string, unknown>)
            : {},
        attachmentBytes: row.attachmentBytes === null ? null : Number(row.attachmentBytes),
        result: row.result ?? null,
        attemptsHistory: attempts.map((a): ExchangeAttempt => ({
          attemptNo: a.attemptNo,
          worker: a.worker,
          startedAt: iso(a.startedAt)!,
          durationMs: a.durationMs,
          outcome: a.outcome,
          error:
            a.errorStatus === null && a.errorCode === null && a.errorDetail === null
              ? null
              : { status: a.errorStatus, code: a.errorCode, detail: a.errorDetail },
        })),
      };
    },

    /** failed or cancelled → pending, due now, with a fresh budget of attempts; the history is kept. */
    async retry(auth: AuthContext, id: number): Promise<ExchangeDetail> {
      assertAdmin(auth);
      const before = await repository.stateOf(id);
      if (!before) throw new AppError('NOT_FOUND', 'errors.EXCHANGE_NOT_FOUND');
      // A training wish's action: its failure put the wish back in progress; processing it again retries this message.
      if (resentThroughObject(before.objectType))
        throw new AppError('BUSINESS_RULE', 'errors.EXCHANGE_RETRY_THROUGH_OBJECT');
      const changed = await outbox.transaction((trx) => repository.retry(trx, id, maxAttempts));
      if (!changed) {
        const current = await repository.stateOf(id);
        if (!current) throw new AppError('NOT_FOUND', 'errors.EXCHANGE_NOT_FOUND');
        throw new AppError('BUSINESS_RULE', 'errors.EXCHANGE_NOT_RETRYABLE');
      }
      return this.byId(auth, id);
    },

    /** pending or failed → cancelled. */
    async cancel(auth: AuthContext, id: number): Promise<ExchangeDetail> {
      assertAdmin(auth);
      const changed = await repository.cancel(id, auth.personId);
      if (!changed) {
        const current = await repository.stateOf(id);
        if (!current) throw new AppError('NOT_FOUND', 'errors.EXCHANGE_NOT_FOUND');
        throw new AppError('BUSINESS_RULE', 'errors.EXCHANGE_NOT_CANCELLABLE');
      }
      return this.byId(auth, id);
    },

    /**
     * Enqueues the read-only contract checks (current user, dictionary, one resource's technical data) through the
     * outbox; one attempt, no backoff.
     */
    async testConnection(auth: AuthContext): Promise<{ id: number }> {
      assertAdmin(auth);
      const resourceId = await sampleResource(auth.personId);
      const { id } = await outbox.transaction((trx) =>
        outbox.enqueue(trx, {
          kind: 'boond.checkConnection',
          payload: { resourceId },
          objectType: 'system',
          createdBy: auth.personId,
          maxAttempts: 1,
        }),
      );
      return { id };
    },

    /** Enqueues the test e-mail to the caller (or another address), in the caller's language. */
    async testMail(auth: AuthContext, to: string | undefined): Promise<{ id: number }> {
      assertAdmin(auth);
      const idLang: LanguageId = auth.idLang;
      const { id } = await outbox.transaction((trx) =>
        outbox.enqueue(trx, {
          ...mailMessage('testMail', idLang, to ?? auth.email, { name: `${auth.firstName} ${auth.lastName}` }),
          objectType: 'system',
          personId: auth.personId,
          createdBy: auth.personId,
        }),
      );
      return { id };
    },

    /** The delivery state of an object's last batch of its own messages (those of the object's owner). */
    async objectState(auth: AuthContext, objectType: string, objectId: number): Promise<ObjectState> {
      if (!isOwnedObjectType(objectType)) {
        assertAdmin(auth);
        return deliveryStateOf(repository, repository.db, objectType, objectId);
      }
      const ownerId = canAdministerExchanges(auth)
        ? await objectAccess.ownerOf(objectType, objectId)
        : (await objectAccess.assertCanAct(auth, objectType, objectId)).ownerId;
      return deliveryStateOf(repository, repository.db, objectType, objectId, { personId: ownerId });
    },
  };
}
export type ExchangesService = ReturnType<typeof createExchangesService>;

/** The exchanges export's columns, in the caller's language, limited to the visible ones (the number always). */
function exchangeColumns(idLang: LanguageId, visible: string[] | undefined): ExcelColumn<Exchange>[] {
  const h = (key: string) => translate(idLang, `lists.exchanges.${key}`);
  const all: (ExcelColumn<Exchange> & { shownWith?: string })[] = [
    { key: 'id', header: h('id'), width: 8, value: (e) => e.id },
    { key: 'state', header: h('state'), width: 12, value: (e) => h(`states.${e.state}`) },
    { key: 'kind', header: h('kind'), width: 24, value: (e) => translate(idLang, `lists.exchanges.kinds.${e.kind}`) },
    { key: 'objectType', header: h('objectType'), width: 22, value: (e) => h(`objects.${e.objectType}`) },
    { key: 'objectId', header: h('objectId'), width: 10, value: (e) => e.objectId },
    { key: 'personName', header: h('personName'), width: 22, value: (e) => e.personName },
    { key: 'createdByName', header: h('createdByName'), width: 22, value: (e) => e.createdByName },
    { key: 'attempts', header: h('attempts'), width: 10, value: (e) => e.attempts },
    { key: 'maxAttempts', shownWith: 'attempts', header: h('maxAttempts'), width: 10, value: (e) => e.maxAttempts },
    { key: 'lastErrorCode', header: h('lastErrorCode'), width: 16, value: (e) => e.lastError?.code ?? null },
    {
      key: 'lastError',
      shownWith: 'lastErrorCode',
      header: h('lastError'),
      width: 40,
      value: (e) =>
        e.lastError ? [e.lastError.status, e.lastError.detail].filter((v) => v !== null).join(' - ') || null : null,
    },
    { key: 'createdAt', header: h('createdAt'), date: 'dateTime', value: (e) => e.createdAt },
    { key: 'nextAttemptAt', header: h('nextAttemptAt'), date: 'dateTime', value: (e) => e.nextAttemptAt },
    { key: 'sentAt', header: h('sentAt'), date: 'dateTime', value: (e) => e.sentAt },
  ];
  const shown = (c: { key: string; shownWith?: string }) =>
    !visible || c.key === 'id' || visible.includes(c.shownWith ?? c.key);
  return all.filter(shown).map(({ shownWith: _, ...c }) => c);
}
