/**
 * Per-file visibility: whose files the signed-in account may open (roles.md, "Whose files").
 * Every module that serves a person's file calls `assertCanOpen` before reading it.
 */
import { canOpenFileOf, type FileRelation } from '@my-skills/shared/roles';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { PeopleRepository } from './people.repository';

export function createFileAccess(people: PeopleRepository) {
  /** The viewer's relation to a person, and whether that person has a manager (the top of the chain has none). */
  async function relationTo(auth: AuthContext, ownerId: number): Promise<FileRelation & { ownerHasManager: boolean }> {
    const owner = await people.findById(ownerId);
    if (!owner) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
    const isOwner = owner.id === auth.personId;
    return {
      isOwner,
      managesOwner: !isOwner && (await people.managesInChain(auth.personId, ownerId)),
      ownerHasManager: owner.manager_id !== null,
    };
  }
  return {
    relationTo,
    canOpen: (auth: AuthContext, relation: FileRelation) => canOpenFileOf(auth, relation),
    async assertCanOpen(auth: AuthContext, ownerId: number): Promise<FileRelation> {
      const relation = await relationTo(auth, ownerId);
      if (!canOpenFileOf(auth, relation)) throw new AppError('FORBIDDEN');
      return relation;
    },
  };
}
export type FileAccess = ReturnType<typeof createFileAccess>;
