/**
 * The one check of every call that names an object (a skills file, an evaluation, a review, a training
 * wish, a key-people record, an attachment): the object exists, belongs to the person the call names,
 * and the caller may open that person's file. Features register how to find their documents' owner;
 * an object type with no registered owner (a document that does not exist yet) is never found.
 *
 * A wrong pairing (another person's object) answers 404 like a missing object: it reveals nothing.
 */
import type { FileRelation } from '@my-skills/shared/roles';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { FileAccess } from './file-access';

export const OWNED_OBJECT_TYPES = ['dc', 'ea', 'eepBm', 'training', 'keyPeople', 'attachment'] as const;
export type OwnedObjectType = (typeof OWNED_OBJECT_TYPES)[number];

/** The owner's person id, or undefined when there is no such object. */
export type OwnerLookup = (objectId: number) => Promise<number | undefined>;

export interface ObjectAccessGrant {
  ownerId: number;
  relation: FileRelation;
}

export const isOwnedObjectType = (type: string): type is OwnedObjectType =>
  (OWNED_OBJECT_TYPES as readonly string[]).includes(type);

export function createObjectAccess(fileAccess: FileAccess, owners: Partial<Record<OwnedObjectType, OwnerLookup>>) {
  const lookups = new Map<OwnedObjectType, OwnerLookup>(Object.entries(owners) as [OwnedObjectType, OwnerLookup][]);
  const notFound = () => new AppError('NOT_FOUND', 'errors.OBJECT_NOT_FOUND');

  async function ownerOf(type: OwnedObjectType, objectId: number): Promise<number> {
    const owner = await lookups.get(type)?.(objectId);
    if (owner === undefined) throw notFound();
    return owner;
  }

  return {
    /** A feature's documents (evaluations, reviews, training wishes…) tell how to find their owner. */
    register(type: OwnedObjectType, lookup: OwnerLookup) {
      if (lookups.has(type)) throw new Error(`owner lookup of ${type} registered twice`);
      lookups.set(type, lookup);
    },
    ownerOf,
    /**
     * The object exists, belongs to `personId` when the call names one, and the caller may open its
     * owner's file. Role-specific rights (validate, resend…) are then checked by the caller on `relation`.
     */
    async assertCanAct(
      auth: AuthContext,
      type: OwnedObjectType,
      objectId: number,
      personId?: number,
    ): Promise<ObjectAccessGrant> {
      const ownerId = await ownerOf(type, objectId);
      if (personId !== undefined && personId !== ownerId) throw notFound();
      const relation = await fileAccess.assertCanOpen(auth, ownerId);
      return { ownerId, relation };
    },
  };
}
export type ObjectAccess = ReturnType<typeof createObjectAccess>;
