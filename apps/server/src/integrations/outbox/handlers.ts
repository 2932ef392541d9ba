/**
 * The registry: one handler per message kind, mapping the stored payload onto the Boond client or the mailer.
 *
 * BoondManager (docs/decisions/003 and 005):
 * - coded values are resolved through the tenant's dictionary and the administrator's decisions when delivered; a
 *   value nobody mapped holds the message (DICTIONARY, not retried, the reasons named) — deciding re-queues it;
 * - exactly once without relying on X-Idempotency-Key (the real API ignores it): PUT technical-data is a replacement
 *   (repeating it changes nothing); a document or an action carries its message's marker, and from the second attempt
 *   on (an earlier one may have been applied with its answer lost) the handler looks for it on the resource first.
 */
import { DICTIONARY_HELD_CODE } from '@my-skills/shared/schemas/boond-mapping';
import type { DictionaryStore } from '../boond/dictionary-store';
import { describeGaps, type Resolver } from '../boond/dictionary';
import {
  actionTypeOf,
  markedFileName,
  markedText,
  markerOf,
  technicalDataRequest,
  toolLevelsRequest,
} from '../boond/requests';
import { failedChecks, runContractChecks } from '../boond/contract';
import type { BoondClient } from '../boond/types';
import type { Mailer } from '../mail/mailer';
import { DeliveryError } from './delivery-error';
import type { OutboxHandlers } from './relay';

/** The code of a message held for values the tenant's dictionary does not give (deciding re-queues these). */
export const DICTIONARY_GAP = DICTIONARY_HELD_CODE;

function assertResolved(resolver: Resolver) {
  if (resolver.gaps.length > 0) throw new DeliveryError(false, null, DICTIONARY_GAP, describeGaps(resolver.gaps));
}

export function createOutboxHandlers({
  boond,
  mailer,
  dictionary,
}: {
  boond: BoondClient;
  mailer: Mailer;
  dictionary: Pick<DictionaryStore, 'resolver'>;
}): OutboxHandlers {
  const rates = async (
    { resourceId, rates }: { resourceId: number; rates: { skill: string; level: number }[] },
    { idempotencyKey }: { idempotencyKey: string },
  ) => {
    const resolver = await dictionary.resolver({ withTools: true });
    const request = toolLevelsRequest(rates, resolver, await boond.getTechnicalData(resourceId));
    assertResolved(resolver);
    await boond.putTechnicalData(resourceId, request, { idempotencyKey });
    return { resourceId, count: rates.length };
  };

  return {
    'boond.checkConnection': async ({ resourceId }) => {
      const result = await runContractChecks(boond, { resourceId: resourceId ?? null });
      if (result.checks.some((c) => c.outcome === 'failed'))
        throw new DeliveryError(false, null, 'CONTRACT', failedChecks(result), undefined, result);
      return result;
    },

    'boond.technicalData': async ({ resourceId, data }, { idempotencyKey }) => {
      const resolver = await dictionary.resolver();
      const request = technicalDataRequest(data, resolver, await boond.getTechnicalData(resourceId));
      assertResolved(resolver);
      await boond.putTechnicalData(resourceId, request, { idempotencyKey });
      return { resourceId };
    },

    'boond.document': async (payload, { attachment, idempotencyKey, attempt }) => {
      if (!attachment || attachment.length === 0)
        throw new DeliveryError(false, null, 'NO_ATTACHMENT', 'the document has no content');
      const fileName = markedFileName(payload.fileName, idempotencyKey);
      if (attempt > 1) {
        const found = (await boond.listDocuments(payload.parentType, payload.parentId)).find(
          (d) => d.name === fileName,
        );
        if (found) return { documentId: found.id, fileName, found: true };
      }
      const { id } = await boond.uploadDocument(
        {
          ...payload,
          fileName,
          content: Buffer.from(attachment.buffer, attachment.byteOffset, attachment.byteLength),
        },
        { idempotencyKey },
      );
      return { documentId: id, fileName };
    },

    'boond.action': async (action, { idempotencyKey, attempt }) => {
      const resolver = await dictionary.resolver();
      const typeOf = actionTypeOf(action.actionType, resolver);
      assertResolved(resolver);
      if (typeOf === null || typeOf === undefined) return { notSent: 'actionType' };
      if (attempt > 1) {
        const marker = markerOf(idempotencyKey);
        const found = (await boond.listActions(action.resourceId)).find((a) => a.text.includes(marker));
        if (found) return { actionId: found.id, found: true };
      }
      const { id } = await boond.createAction(
        { resourceId: action.resourceId, typeOf, date: action.date, text: markedText(action.text, idempotencyKey) },
        { idempotencyKey },
      );
      return { actionId: id };
    },

    'boond.rates': rates,
    'boond.highRates': rates,
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
    listActions: fail,
    listDocuments: fail,
  };
}
