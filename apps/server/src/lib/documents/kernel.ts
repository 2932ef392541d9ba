/**
 * The document-workflow kernel: what every document of a person (skills file, annual evaluation, business-manager
 * review, training wish, key-people record) shares. A document type registers once (`kernel.register`): its table,
 * its history table, its workflow (a transition table), its owner lookup and how to load it with the caller's rights.
 * The handle it gets back writes through the row-version gate, applies transitions with their history row and outbox
 * messages in one transaction, numbers versions and shows the delivery state of the document's own messages.
 *
 * The kernel imports no module: modules import it. See docs/decisions/012-document-kernel-and-org-chart.md.
 */
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { AppError } from '../app-error';
import type { AuthContext } from '../auth-context';
import type { Db, Trx } from '../../db/types';
import type { Enqueued, Outbox, OutboxMessage } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import type { ObjectType } from '../../integrations/outbox/kinds';
import { deliveryStateOf } from '../../integrations/outbox/delivery-state';
import type { DeliveryHooks, FailedMessage } from '../../integrations/outbox/delivery-hooks';
import {
  bumpRowVersion,
  insertHistory,
  insertSignature,
  lastEditorOf,
  latestSignature,
  nextVersion,
  systemStatusChange,
  type HistoryTable,
  type SignatureRecord,
} from './document-tables.repository';
import { writeAudit, writeReadAudit, type AuditActor } from '../audit/audit';
import { transitionOf, type DocumentState, type Transition } from './workflow';
import { aboutDocument, type DocumentRef } from './messages';
import { signatureColumns, signatureRecord, type SignedRendering } from './signature';
import type { MessageKey } from '../../i18n/messages';

/** The owner's person id of a document, or undefined when there is none (object-access registration; in `q` when given). */
export type OwnerLookup = (fileId: number, q?: Trx) => Promise<number | undefined>;

/**
 * A document type. `Columns` is what its table may be updated with (`Updateable<ItsTable>`): the columns its
 * transitions and writes set are checked against it.
 */
export interface DocumentType<D, Columns extends object = Record<string, unknown>> {
  /** The object type of its outbox messages and object-access checks, e.g. 'dc'. */
  objectType: ObjectType;
  /** Its table (id, status, row_version, updated_by, updated_at). */
  table: string;
  history: HistoryTable;
  /** Loads a document with the caller's rights on it; throws 404/403. */
  load(auth: AuthContext, fileId: number): Promise<D>;
  stateOf(doc: D): DocumentState;
  ownerOf: OwnerLookup;
  transitions: readonly Transition<D, unknown, unknown, unknown, Columns>[];
  /** The status's name in a language (for the wrong-transition message). */
  statusName(status: number, idLang: number): string;
  messages: { conflict: string; transition: string };
  /**
   * Which of its outbox messages its delivery block shows; `fromStatus`: none exist before it (a document goes to
   * BoondManager once validated), so the block of an earlier status is empty without a query.
   */
  delivery?: { kinds: readonly string[]; fromStatus?: number };
  /**
   * What the document does when one of its messages fails for good, inside the transaction that marks it failed
   * (e.g. a training wish goes back to in progress); the handle's `systemTransition` writes such a change.
   */
  onDeliveryFailed?(trx: Trx, fileId: number, message: FailedMessage): Promise<void>;
  /** The success message of a status change (Ea/status), by action and whether messages went to BoondManager. */
  stepMessage?(action: string, sent: boolean): MessageKey;
  /**
   * How the document is signed (Ea/managerSigned: signing again a validated document that no signature covers, after
   * HR's correction; the validate transition signs with the same rendering): `assertSignable` throws the 422/403,
   * `render` produces the PDF as it reads now signed by the caller, `messages` what goes to BoondManager with it.
   */
  signing?: {
    assertSignable(auth: AuthContext, doc: D): void;
    render(auth: AuthContext, doc: D): Promise<SignedRendering>;
    /** Optional further writes in the signature's transaction (the review's proposals to the skills file). */
    then?(trx: Trx, auth: AuthContext, doc: D): Promise<void>;
    messages(auth: AuthContext, doc: D, signed: SignedRendering): OutboxMessage[];
    messageKey: MessageKey;
  };
  /**
   * What the document sends to BoondManager when asked (Boond/uploadFileToBoond*): the server's own document, never
   * one the caller uploads. `mayResend` says who may ask; `messages` renders or reads it (422 when there is none to
   * send, e.g. an evaluation no signature covers).
   */
  boondDocument?: {
    mayResend(auth: AuthContext, doc: D): boolean;
    messages(auth: AuthContext, doc: D): Promise<OutboxMessage[]>;
    /** Boond/actions: the log entry the document writes on the resource, composed by the server (422 when none). */
    action?(auth: AuthContext, doc: D): Promise<OutboxMessage<'boond.action'>>;
  };
}

/** A registered type as the kernel's own calls see it (whatever its document's shape). */
interface Registered {
  ownerOf: OwnerLookup;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each registration keeps its own document type
  type: DocumentType<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- idem
  handle: DocumentHandle<any, any>;
}

export interface DocumentKernelDeps {
  db: Db;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  /** The outbox repository's hooks: a type's `onDeliveryFailed` is registered there. */
  deliveryHooks?: DeliveryHooks;
  /** Fresh attempts a retried failed message gets (`enqueueOrRetry`). */
  maxAttempts?: number;
  now?: () => Date;
}

/** Thrown inside a transaction when the row version moved; turned into the 409 after the rollback. */
class StaleRowVersion extends Error {}

export function createDocumentKernel(deps: DocumentKernelDeps) {
  const now = deps.now ?? (() => new Date());
  const types = new Map<string, Registered>();

  /** The one way to open a transaction for a document change: committed, then the outbox relay is nudged. */
  const transaction = <T>(work: (trx: Trx) => Promise<T>): Promise<T> => deps.outbox.transaction(work);

  function register<D, Columns extends object = Record<string, unknown>>(
    type: DocumentType<D, Columns>,
  ): DocumentHandle<D, Columns> {
    if (types.has(type.objectType)) throw new Error(`document type ${type.objectType} registered twice`);
    const handle = documentHandle<D, Columns>({ ...deps, now, transaction }, type);
    types.set(type.objectType, { ownerOf: type.ownerOf, type, handle });
    const onFailed = type.onDeliveryFailed?.bind(type);
    if (onFailed)
      deps.deliveryHooks?.onFailed(type.objectType, async (trx, message) => {
        if (message.objectId !== null) await onFailed(trx, message.objectId, message);
      });
    return handle;
  }

  /** A registered document by its id, loaded with the caller's rights (404 for an unknown type or document). */
  async function loaded(auth: AuthContext, objectType: string, id: number) {
    const registered = types.get(objectType);
    if (!registered) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
    return { ...registered, doc: await registered.type.load(auth, id) };
  }

  /**
   * A registered document named by a call with its owner: 404 when it does not exist or is another person's
   * (revealing nothing), then loaded with the caller's rights (403).
   */
  async function named(auth: AuthContext, objectType: string, id: number, personId: number) {
    const registered = types.get(objectType);
    const owner = registered ? await registered.ownerOf(id) : undefined;
    if (!registered || owner === undefined || owner !== personId)
      throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
    return { type: registered.type, doc: await registered.type.load(auth, id) };
  }

  return {
    transaction,
    register,
    /** Ea/status (GET) of any registered document: its status named in a language. */
    async statusOf(auth: AuthContext, objectType: string, id: number, idLang: number) {
      const { type, doc } = await loaded(auth, objectType, id);
      const { status } = type.stateOf(doc);
      return { id, status, statusName: type.statusName(status, idLang) };
    },
    /** Ea/status (PUT) of any registered document: the transition of (status, action), with its success message. */
    async changeStatus(
      auth: AuthContext,
      objectType: string,
      id: number,
      input: { action: string; rowVersion: number; comment?: string },
    ) {
      const { type, handle, doc } = await loaded(auth, objectType, id);
      const r = await handle.transition(auth, doc, input.action, input);
      const sent = r.enqueued.length > 0;
      return { id, status: r.to, rowVersion: r.rowVersion, messageKey: type.stepMessage?.(input.action, sent) };
    },
    /**
     * Ea/managerSigned of any signed document: signs again a validated document that no signature covers — the
     * signature of the PDF as it reads now, its history and audit rows, and its messages to BoondManager, in one
     * write under the row version loaded.
     */
    async sign(auth: AuthContext, objectType: string, id: number) {
      const { type, handle, doc } = await loaded(auth, objectType, id);
      if (!type.signing) throw new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');
      type.signing.assertSignable(auth, doc);
      const signed = await type.signing.render(auth, doc);
      const state = type.stateOf(doc);
      const r = await handle.write(
        auth,
        doc,
        state.rowVersion,
        async (trx: Trx) => {
          await handle.recordSignature(trx, doc, signatureRecord(auth, signed));
          await handle.recordChange(trx, state.id, state.status, auth.personId, `SHA-256 ${signed.hash}`);
          await handle.audit(auth, doc, 'sign', signed.hash, trx);
          await type.signing!.then?.(trx, auth, doc);
          for (const m of type.signing!.messages(auth, doc, signed)) await deps.outbox.enqueue(trx, m);
        },
        signatureColumns(auth, signed),
      );
      return { id, status: r.status, rowVersion: r.rowVersion, messageKey: type.signing.messageKey };
    },
    /** Every registered type's owner lookup, for object-access (wired in app.ts). */
    ownerLookups: (): Record<string, OwnerLookup> =>
      Object.fromEntries([...types].map(([objectType, r]) => [objectType, r.ownerOf])),
    /** Is this object type a registered document (whose own rules decide who may send it)? */
    isRegistered: (objectType: string) => types.has(objectType),
    /** 403 unless the caller may send this person's document to BoondManager again (its type's own rule). */
    async assertMayResend(auth: AuthContext, objectType: string, id: number, personId: number): Promise<void> {
      const { type, doc } = await named(auth, objectType, id, personId);
      if (!type.boondDocument?.mayResend(auth, doc)) throw new AppError('FORBIDDEN');
    },
    /**
     * Boond/uploadFileToBoond*: sends the server's own document of this person's object to BoondManager, in one
     * transaction; the caller names it and never supplies the file.
     */
    async sendOwnDocument(auth: AuthContext, objectType: string, id: number, personId: number): Promise<Enqueued[]> {
      const { type, doc } = await named(auth, objectType, id, personId);
      if (!type.boondDocument?.mayResend(auth, doc)) throw new AppError('FORBIDDEN');
      const messages = await type.boondDocument.messages(auth, doc);
      return transaction(async (trx) => {
        const enqueued: Enqueued[] = [];
        for (const message of messages) enqueued.push(await deps.outbox.enqueue(trx, message));
        return enqueued;
      });
    },
    /**
     * Boond/actions: the log entry of this person's document, as the server composes it (its type, date and text are
     * never the caller's); 422 when the document writes none.
     */
    async sendOwnAction(auth: AuthContext, objectType: string, id: number, personId: number): Promise<Enqueued[]> {
      const { type, doc } = await named(auth, objectType, id, personId);
      if (!type.boondDocument?.mayResend(auth, doc)) throw new AppError('FORBIDDEN');
      if (!type.boondDocument.action) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ACTION');
      const message = await type.boondDocument.action(auth, doc);
      return transaction(async (trx) => [await deps.outbox.enqueue(trx, message)]);
    },
  };
}
export type DocumentKernel = ReturnType<typeof createDocumentKernel>;

interface HandleDeps extends DocumentKernelDeps {
  now: () => Date;
  transaction: <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;
}

/** What a registered document type works with. */
function documentHandle<D, Columns extends object>(deps: HandleDeps, type: DocumentType<D, Columns>) {
  const { now, transaction } = deps;
  const table = { table: type.table };

  const ref = (doc: D): DocumentRef => {
    const { id, ownerId } = type.stateOf(doc);
    return { objectType: type.objectType, id, ownerId };
  };

  /** An audit row about the document, by the caller (in `trx` when given). */
  const audit = (auth: AuditActor, doc: D, action: string, detail = '', trx?: Trx) => {
    const { id, ownerId } = type.stateOf(doc);
    return writeAudit(trx ?? deps.db, auth, {
      action,
      objectType: type.objectType,
      objectId: id,
      subjectPersonId: ownerId,
      detail,
    });
  };

  /** Side effects: outbox rows in the caller's transaction, in order (one batch). */
  async function enqueueAll(trx: Trx, messages: readonly OutboxMessage[]): Promise<Enqueued[]> {
    const enqueued: Enqueued[] = [];
    for (const message of messages) enqueued.push(await deps.outbox.enqueue(trx, message));
    return enqueued;
  }

  async function conflict(fileId: number): Promise<AppError> {
    const editor = await lastEditorOf(deps.db, table, fileId);
    const name = editor?.firstName ? `${editor.firstName} ${editor.lastName ?? ''}`.trim() : '?';
    return new AppError('CONFLICT', type.messages.conflict, { name });
  }

  /**
   * Runs a write on a document: checks the row version the caller read, then in one transaction bumps it
   * (`where row_version = ?`, with `set`) and does `work`. Answers the new row version and status.
   */
  async function write<T>(
    auth: AuthContext,
    doc: D,
    rowVersion: number,
    work: (trx: Trx) => Promise<T>,
    set: Readonly<Columns> = {} as Columns,
  ): Promise<{ result: T; rowVersion: number; status: number }> {
    const { id } = type.stateOf(doc);
    await assertRowVersion(doc, rowVersion);
    try {
      return await transaction(async (trx) => {
        const bumped = await bumpRowVersion(trx, table, id, rowVersion, auth.personId, set as Record<string, unknown>);
        if (!bumped) throw new StaleRowVersion();
        const result = await work(trx);
        return { result, rowVersion: bumped.rowVersion, status: bumped.status };
      });
    } catch (error) {
      if (error instanceof StaleRowVersion) throw await conflict(id);
      throw error;
    }
  }

  /** 409 when the caller read another row version than the loaded one. */
  async function assertRowVersion(doc: D, rowVersion: number) {
    const state = type.stateOf(doc);
    if (state.rowVersion !== rowVersion) throw await conflict(state.id);
  }

  /**
   * Applies the workflow row of (status, action): 422 when the document is not in its `from` status, 403 when the
   * caller may not, then its checks, the row-version check, its preparation, and in one transaction the gate
   * (status and columns), the history row, its further writes and its outbox messages. `within`: the caller's own
   * writes in that transaction, after the row's (`then`'s result given), e.g. a CV import's rows in the new version.
   */
  async function transition(
    auth: AuthContext,
    doc: D,
    action: string,
    input: { rowVersion: number; comment?: string; within?: (trx: Trx, result: unknown) => Promise<void> },
  ): Promise<{ to: number; rowVersion: number; result: unknown; enqueued: Enqueued[] }> {
    const state = type.stateOf(doc);
    const row = transitionOf(type.transitions, action);
    if (!row || state.status !== row.from) {
      if (row?.wrongStatus) throw new AppError('BUSINESS_RULE', row.wrongStatus);
      throw new AppError('BUSINESS_RULE', type.messages.transition, {
        status: type.statusName(state.status, auth.idLang),
      });
    }
    if (!row.allowed(auth, doc)) throw new AppError('FORBIDDEN');
    const checked = row.check ? await row.check(auth, doc) : undefined;
    await assertRowVersion(doc, input.rowVersion);
    const prepared = row.prepare ? await row.prepare(auth, doc, checked) : undefined;
    const set = { status: row.to, ...row.columns?.(auth, now(), prepared) } as Columns;
    const r = await write(
      auth,
      doc,
      input.rowVersion,
      async (trx) => {
        const comment = row.comment ? await row.comment(trx, doc, input.comment ?? '') : (input.comment ?? '');
        await insertHistory(trx, type.history, state.id, {
          from: state.status,
          to: row.to,
          by: auth.personId,
          comment,
        });
        const result = row.then ? await row.then(trx, auth, doc, prepared) : undefined;
        if (input.within) await input.within(trx, result);
        // Every status change is in the audit trail, committed with it (issue 23).
        await audit(auth, doc, row.action, input.comment ?? '', trx);
        return { result, enqueued: await enqueueAll(trx, row.effects?.(auth, doc, prepared) ?? []) };
      },
      set,
    );
    return { to: row.to, rowVersion: r.rowVersion, ...r.result };
  }

  return {
    type,
    load: type.load,
    /** The fields every message about this document carries (its object, its owner, who acted). */
    about: (auth: Pick<AuthContext, 'personId'>, doc: D) => aboutDocument(ref(doc), auth),
    /** The document as its messages name it. */
    ref,
    audit,
    /** A read by someone other than the owner (once per reader and document within a few minutes). */
    auditRead: (auth: AuditActor, doc: D) => {
      const { id, ownerId } = type.stateOf(doc);
      return writeReadAudit(deps.db, auth, { objectType: type.objectType, objectId: id, subjectPersonId: ownerId });
    },
    write,
    transition,
    conflict,
    /** A new document's first history row (null → its first status). */
    recordCreation: (trx: Trx, fileId: number, status: number, by: number, comment = '') =>
      insertHistory(trx, type.history, fileId, { from: null, to: status, by, comment }),
    /** Keeps a signature of the document with the signed bytes (inside the write or transition that signs). */
    recordSignature: (trx: Trx, doc: D, signature: Omit<SignatureRecord, 'objectType' | 'objectId'>) =>
      insertSignature(trx, { ...signature, objectType: type.objectType, objectId: type.stateOf(doc).id }),
    /** The document's latest signature, with the signed bytes. */
    latestSignature: (doc: D) => latestSignature(deps.db, type.objectType, type.stateOf(doc).id),
    /** A history row without a status change (e.g. HR's correction of a validated evaluation). */
    recordChange: (trx: Trx, fileId: number, status: number, by: number, comment: string) =>
      insertHistory(trx, type.history, fileId, { from: status, to: status, by, comment }),
    nextVersion: (q: Trx | Db, scope: Readonly<Record<string, number>>) => nextVersion(q, table, scope),
    /** One message about the document, inside a write's transaction. */
    enqueue: (trx: Trx, message: OutboxMessage) => deps.outbox.enqueue(trx, message),
    /**
     * A message of the document sent exactly once across retries by the user (spec part 2 §4: a training wish
     * processed again after a failed sending): when the document's last message of this kind failed or was
     * cancelled, that SAME message goes back to the queue (its idempotency key and marker: the Boond handler finds
     * a write that was applied with its answer lost) in this transaction's batch; when it is still on its way, it
     * is left to arrive; otherwise (none yet, or the last one was sent) a new message.
     */
    async enqueueOrRetry(trx: Trx, message: OutboxMessage): Promise<Enqueued & { retried: boolean }> {
      const objectId = message.objectId;
      const last =
        objectId === null || objectId === undefined
          ? undefined
          : await deps.outboxRepository.lastOfKind(trx, message.objectType, objectId, message.kind);
      if (last && last.state !== 'sent') {
        const batchId = await deps.outbox.batchOf(trx);
        if (last.state === 'failed' || last.state === 'cancelled')
          await deps.outboxRepository.retry(trx, last.id, deps.maxAttempts ?? 5);
        await deps.outboxRepository.moveToBatch(trx, [last.id], batchId);
        return { id: last.id, batchId, idempotencyKey: last.idempotencyKey, retried: true };
      }
      return { ...(await deps.outbox.enqueue(trx, message)), retried: false };
    },
    /**
     * A status change nobody made in a request (a failed delivery), with its history row: only when the document
     * still is in `from`. True when it changed.
     */
    async systemTransition(trx: Trx, fileId: number, from: number, to: number, comment: string): Promise<boolean> {
      const changed = await systemStatusChange(trx, table, fileId, from, to);
      if (!changed) return false;
      await insertHistory(trx, type.history, fileId, { from, to, by: null, comment: comment.slice(0, 500) });
      // A change nobody made in a request: the system's entry in the audit trail (no actor).
      await writeAudit(trx, null, {
        action: 'systemStatus',
        objectType: type.objectType,
        objectId: fileId,
        subjectPersonId: (await type.ownerOf(fileId, trx)) ?? null,
        detail: `${from} → ${to}: ${comment}`,
      });
      return true;
    },
    /** Writes messages about the document (no status change) in one transaction. */
    send: (messages: readonly OutboxMessage[]) => transaction((trx) => enqueueAll(trx, messages)),
    /** The delivery state of the document's own last batch of messages (those about its owner), or null. */
    async delivery(doc: D): Promise<ObjectState | null> {
      const { id, ownerId, status } = type.stateOf(doc);
      if (type.delivery?.fromStatus !== undefined && status < type.delivery.fromStatus) return null;
      const state = await deliveryStateOf(deps.outboxRepository, deps.db, type.objectType, id, {
        ...(type.delivery ? { kinds: type.delivery.kinds } : {}),
        personId: ownerId,
      });
      return state.batchId && state.messages.length > 0 ? state : null;
    },
  };
}
export type DocumentHandle<D, Columns extends object = Record<string, unknown>> = ReturnType<
  typeof documentHandle<D, Columns>
>;
