/**
 * What a business object does when one of its messages fails for good: a hook per object type, run by the outbox
 * repository inside the transaction that marks the message failed (the relay's last attempt, or a lease that expired
 * on the last attempt), so that the object's state and the message's are committed together. Document types register
 * theirs through the document kernel (`DocumentType.onDeliveryFailed`), e.g. a training wish goes back to in progress
 * when its Boond action fails (spec part 2 §4). A hook that throws rolls the failure back: the lease expires and the
 * message is claimed again.
 */
import type { Trx } from '../../db/types';

export interface FailedMessage {
  id: number;
  kind: string;
  objectType: string;
  objectId: number | null;
  error: { status: number | null; code: string | null; detail: string | null };
}

export type DeliveryFailedHook = (trx: Trx, message: FailedMessage) => Promise<void>;

export function createDeliveryHooks() {
  const hooks = new Map<string, DeliveryFailedHook>();
  return {
    /** One hook per object type. */
    onFailed(objectType: string, hook: DeliveryFailedHook) {
      if (hooks.has(objectType)) throw new Error(`delivery-failed hook of ${objectType} registered twice`);
      hooks.set(objectType, hook);
    },
    /**
     * Does this object type take its failed messages back (a training wish back in progress)? Such a message is sent
     * again through its object (processing the wish again retries it), never retried on its own from the exchanges
     * screen, which would deliver it while the object says it was not.
     */
    has: (objectType: string) => hooks.has(objectType),
    /** Runs the hook of the message's object type, if any (inside the failing transaction). */
    async failed(trx: Trx, message: FailedMessage): Promise<void> {
      if (message.objectId === null) return;
      await hooks.get(message.objectType)?.(trx, message);
    },
  };
}
export type DeliveryHooks = ReturnType<typeof createDeliveryHooks>;
