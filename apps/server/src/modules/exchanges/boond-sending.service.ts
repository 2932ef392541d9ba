/**
 * The spec's calls that hand data to BoondManager (Boond/*, ResendBoond/actions) and the support e-mail
 * about a failed sending. Each one enqueues outbox messages and answers at once (statusCode 202);
 * the delivery state is read with GET /api/Exchanges/state.
 *
 * Permission for Boond/* and ResendBoond/*: the named object belongs to the named person (404 otherwise). A
 * registered document (skills file, evaluation) is then loaded with the caller's rights and its own rule says who
 * may send it; other objects need the caller to open the person's file and managerAutorisation or
 * resendBoondAutorisation (shared `managerAuthorisations`). What a document send carries is the server's own
 * document (the kernel's `sendOwnDocument`), never a file from the caller.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import { managerAuthorisations, type ManagedFileType } from '@my-skills/shared/roles';
import type {
  BoondActionsBody,
  BoondHighRatesBody,
  BoondRatesBody,
  DeliveryAccepted,
  ResendBoondActionsBody,
  SendEmailErrorSendBoondBody,
  UploadFileToBoondDcBody,
  UploadFileToBoondEaBody,
} from '@my-skills/shared/schemas/exchanges';
import type { Trx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { translate, type MessageKey } from '../../i18n/messages';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { Enqueued, Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { BOOND_KINDS, type OutboxKind } from '../../integrations/outbox/kinds';
import { mailMessage } from '../../integrations/mail/templates';
import type { PeopleRepository } from '../people/people.repository';
import type { ObjectAccess, OwnedObjectType } from '../people/object-access';

export interface BoondSendingDeps {
  outbox: Outbox;
  repository: OutboxRepository;
  people: PeopleRepository;
  objectAccess: ObjectAccess;
  /** The registered documents: what they send and who may send it are theirs to say. */
  kernel: DocumentKernel;
  supportEmail: string;
  /** Fresh attempts a resend grants to a failed message. */
  maxAttempts: number;
}

const ERROR_TYPE_OBJECT: Record<SendEmailErrorSendBoondBody['type'], 'ea' | 'dc' | 'eepBm' | 'training' | 'keyPeople'> =
  {
    actions_ea: 'ea',
    actions_dc: 'dc',
    actions_eepBm: 'eepBm',
    actions_training: 'training',
    uploadFileToBoondEA: 'ea',
    uploadFileToBoondDC: 'dc',
    rates: 'keyPeople',
    highRates: 'keyPeople',
  };

/** The support mailbox has no person row: it reads French, the company's language. */
const SUPPORT_LANGUAGE: LanguageId = 1;

export function createBoondSendingService(deps: BoondSendingDeps) {
  const { outbox, repository, people, objectAccess, kernel } = deps;

  /**
   * May the caller send this object of this person to Boond? The object must be the person's (404 otherwise).
   * Returns the person's Boond resource id.
   */
  async function authorise(
    auth: AuthContext,
    object: { type: OwnedObjectType; id: number },
    personId: number,
    type: ManagedFileType,
  ): Promise<number> {
    const { relation } = await objectAccess.assertCanAct(auth, object.type, object.id, personId);
    const { managerAutorisation, resendBoondAutorisation } = managerAuthorisations(auth, relation, type);
    if (!managerAutorisation && !resendBoondAutorisation) throw new AppError('FORBIDDEN');
    const person = await people.findById(personId);
    if (!person) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
    if (person.id_boond === null) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ID');
    return person.id_boond;
  }

  const accepted = (
    idLang: LanguageId,
    enqueued: Enqueued[],
    key: MessageKey = 'messages.sendBoondQueued',
  ): DeliveryAccepted => ({
    statusCode: 202,
    message: translate(idLang, key),
    messageIds: enqueued.map((e) => e.id),
    batchId: enqueued[0]?.batchId ?? null,
  });

  const enqueueOne = (work: (trx: Trx) => Promise<Enqueued>) => outbox.transaction(async (trx) => [await work(trx)]);

  return {
    /**
     * POST /api/Boond/uploadFileToBoondEA: the evaluation's signed PDF (kept at its last signature), attached to the
     * resource again — by those its own rules allow (canResendBoond), for a validated evaluation a signature covers.
     */
    async uploadFileEa(auth: AuthContext, body: UploadFileToBoondEaBody): Promise<DeliveryAccepted> {
      return accepted(auth.idLang, await kernel.sendOwnDocument(auth, body.objectType, body.idEa, body.idUser));
    },

    /** POST /api/Boond/uploadFileToBoondDC: the validated skills file as the server exports it, as the resume. */
    async uploadFileDc(auth: AuthContext, body: UploadFileToBoondDcBody): Promise<DeliveryAccepted> {
      return accepted(auth.idLang, await kernel.sendOwnDocument(auth, 'dc', body.idDc, body.idUser));
    },

    /** POST /api/Boond/actions: the named document's log entry on the resource, composed by the server. */
    async action(auth: AuthContext, body: BoondActionsBody): Promise<DeliveryAccepted> {
      if (!kernel.isRegistered(body.objectType)) {
        // The object must still be the person's and the caller allowed to act on it before anything is said about it.
        await authorise(auth, { type: body.objectType, id: body.objectId }, body.idUser, 'EA');
        throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ACTION');
      }
      return accepted(auth.idLang, await kernel.sendOwnAction(auth, body.objectType, body.objectId, body.idUser));
    },

    /**
     * POST /api/Boond/rates and /api/Boond/highRates: key-people rates, set as the levels of the resource's tools in
     * its technical data (the real API has no rates route; decision 005).
     */
    async rates(
      auth: AuthContext,
      body: BoondRatesBody | BoondHighRatesBody,
      kind: 'boond.rates' | 'boond.highRates',
    ): Promise<DeliveryAccepted> {
      const resourceId = await authorise(auth, { type: 'keyPeople', id: body.id }, body.id, 'EA');
      const enqueued = await enqueueOne((trx) =>
        outbox.enqueue(trx, {
          kind,
          payload: { resourceId, rates: body.skills },
          objectType: 'keyPeople',
          objectId: body.id,
          personId: body.id,
          createdBy: auth.personId,
        }),
      );
      return accepted(auth.idLang, enqueued);
    },

    /**
     * POST /api/ResendBoond/actions: replays the last batch of Boond messages of the object (of that person).
     * Failed or cancelled messages go back to pending with their idempotency key (never applied twice);
     * sent ones are enqueued again as new messages; pending ones are left on their way.
     */
    async resend(auth: AuthContext, body: ResendBoondActionsBody): Promise<DeliveryAccepted> {
      // A registered document decides by its own rules (an evaluation: only those who may read and resend it).
      if (kernel.isRegistered(body.objectType))
        await kernel.assertMayResend(auth, body.objectType, body.id, body.idUser);
      else await authorise(auth, { type: body.objectType, id: body.id }, body.idUser, 'EA');
      const flags = body.flags ?? {};
      const wanted: Record<OutboxKind, boolean | undefined> = {
        'boond.checkConnection': false,
        'boond.technicalData': flags.technicalData,
        'boond.document': flags.documents,
        'boond.action': flags.actions,
        'boond.rates': flags.rates,
        'boond.highRates': flags.rates,
        'mail.send': false,
      };
      const kinds = BOOND_KINDS.filter((k) => wanted[k] !== false);
      const outcome = await outbox.transaction(async (trx) => {
        const { messages } = await repository.lastBatchOf(trx, body.objectType, body.id, {
          kinds,
          personId: body.idUser,
        });
        if (messages.length === 0) throw new AppError('BUSINESS_RULE', 'errors.NOTHING_TO_RESEND');
        const rows = await repository.findRaw(
          trx,
          messages.map((m) => m.id),
        );
        const queued: Enqueued[] = [];
        let alreadyOnTheirWay = 0;
        for (const row of rows) {
          if (row.state === 'failed' || row.state === 'cancelled') {
            await repository.retry(trx, row.id, deps.maxAttempts);
            queued.push({ id: row.id, batchId: row.batch_id, idempotencyKey: row.idempotency_key });
          } else if (row.state === 'sent') {
            queued.push(await outbox.enqueueCopy(trx, row, auth.personId));
          } else {
            alreadyOnTheirWay += 1;
            queued.push({ id: row.id, batchId: row.batch_id, idempotencyKey: row.idempotency_key });
          }
        }
        // The resend's batch holds everything now on its way, so the object's state shows exactly that.
        const batchId = await outbox.batchOf(trx);
        await repository.moveToBatch(
          trx,
          queued.filter((q) => q.batchId !== batchId).map((q) => q.id),
          batchId,
        );
        return { queued: queued.map((q) => ({ ...q, batchId })), onlyPending: alreadyOnTheirWay === rows.length };
      });
      return accepted(
        auth.idLang,
        outcome.queued,
        outcome.onlyPending ? 'messages.sendBoondAlreadyPending' : 'messages.sendBoondQueued',
      );
    },

    /** POST /api/Boond/sendEmailErrorSendBoond: the support e-mail about a failed sending. */
    async notifySupport(auth: AuthContext, body: SendEmailErrorSendBoondBody): Promise<DeliveryAccepted> {
      const objectType = ERROR_TYPE_OBJECT[body.type];
      // The object must exist, be the named person's (when named), and be one the caller may open.
      const { ownerId: personId } = await objectAccess.assertCanAct(auth, objectType, body.id, body.idUser);
      const person = await people.findById(personId);
      const personName = person
        ? `${person.first_name} ${person.last_name}${person.reference ? ` (${person.reference})` : ''}`
        : null;
      const mail = mailMessage('sendErrorSupport', SUPPORT_LANGUAGE, deps.supportEmail, {
        type: body.type,
        id: body.id,
        personName,
        reportedBy: `${auth.firstName} ${auth.lastName} <${auth.email}>`,
        message: body.message,
      });
      const enqueued = await enqueueOne((trx) =>
        outbox.enqueue(trx, {
          ...mail,
          objectType,
          objectId: body.id,
          personId,
          createdBy: auth.personId,
        }),
      );
      return accepted(auth.idLang, enqueued, 'messages.supportNotified');
    },
  };
}
export type BoondSendingService = ReturnType<typeof createBoondSendingService>;
