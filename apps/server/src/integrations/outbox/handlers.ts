/**
 * The registry: one handler per message kind, mapping the stored payload onto the Boond client or the mailer.
 * Every Boond write carries the message's idempotency key (X-Idempotency-Key).
 */
import type { BoondClient } from '../boond/types';
import type { Mailer } from '../mail/mailer';
import { DeliveryError } from './delivery-error';
import type { OutboxHandlers } from './relay';

export function createOutboxHandlers({ boond, mailer }: { boond: BoondClient; mailer: Mailer }): OutboxHandlers {
  return {
    'boond.checkConnection': async () => {
      const user = await boond.currentUser();
      return { id: user.id, firstName: user.firstName ?? null, lastName: user.lastName ?? null };
    },
    'boond.technicalData': async ({ resourceId, data }, { idempotencyKey }) => {
      await boond.putTechnicalData(resourceId, data, { idempotencyKey });
      return { resourceId };
    },
    'boond.document': async (payload, { attachment, idempotencyKey }) => {
      if (!attachment || attachment.length === 0)
        throw new DeliveryError(false, null, 'NO_ATTACHMENT', 'the document has no content');
      const { id } = await boond.uploadDocument(
        { ...payload, content: Buffer.from(attachment.buffer, attachment.byteOffset, attachment.byteLength) },
        { idempotencyKey },
      );
      return { documentId: id };
    },
    'boond.action': async (action, { idempotencyKey }) => {
      const { id } = await boond.createAction(action, { idempotencyKey });
      return { actionId: id };
    },
    'boond.rates': async ({ resourceId, rates }, { idempotencyKey }) => {
      await boond.createRates(resourceId, rates, { idempotencyKey });
      return { resourceId, count: rates.length };
    },
    'boond.highRates': async ({ resourceId, rates }, { idempotencyKey }) => {
      await boond.createHighRates(resourceId, rates, { idempotencyKey });
      return { resourceId, count: rates.length };
    },
    'mail.send': async (mail, context) => mailer.send(mail, context),
  };
}

/** The client used when no Boond is configured (buildApp without BOOND_URL nor a client): every call fails, not retried. */
export function unconfiguredBoondClient(): BoondClient {
  const fail = async (): Promise<never> => {
    throw new DeliveryError(false, null, 'NOT_CONFIGURED', 'BoondManager is not configured (BOOND_URL)');
  };
  return {
    currentUser: fail,
    dictionary: fail,
    getResource: fail,
    getTechnicalData: fail,
    putTechnicalData: fail,
    uploadDocument: fail,
    createAction: fail,
    createRates: fail,
    createHighRates: fail,
  };
}
