import { managerAuthorisations, roleRef, type ManagedFileType } from '@my-skills/shared/roles';
import { reviewsOwner } from '@my-skills/shared/eep-bm-rules';
import type { HasManagerPermission, UserAccount, UserProfile } from '@my-skills/shared/schemas/user';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { PeopleRepository } from '../people/people.repository';
import { createFileAccess } from '../people/file-access';
import { byLanguage } from '@my-skills/shared/ui-language';

export function createUserService(deps: {
  people: PeopleRepository;
  /** Tells the session layer that a person's cached identity changed. */
  identityChanged: (personId: number) => void;
}) {
  const { people } = deps;
  const fileAccess = createFileAccess(people);

  return {
    async accounts(auth: AuthContext): Promise<UserAccount[]> {
      const accounts = await people.accountsOf(auth.personId);
      return accounts
        .filter((a) => a.isActive)
        .map((a) => ({
          id: a.id,
          role: roleRef(a.roleId, auth.idLang),
          isActive: a.isActive,
          isCurrent: a.id === auth.accountId,
        }));
    },

    async updateLanguage(auth: AuthContext, idLang: 1 | 2) {
      await people.setLanguage(auth.personId, idLang);
      deps.identityChanged(auth.personId);
    },

    async profile(auth: AuthContext): Promise<UserProfile> {
      const person = await people.profileOf(auth.personId);
      if (!person) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      return {
        id: person.id,
        reference: person.reference,
        firstName: person.first_name,
        lastName: person.last_name,
        email: person.email,
        role: roleRef(auth.roleId, auth.idLang),
        idRoleInternal: person.id_role_internal,
        boondProfile: person.boond_profile,
        managerName: person.manager_first_name ? `${person.manager_first_name} ${person.manager_last_name}` : null,
        idLang: person.id_lang,
        country: byLanguage(auth.idLang, person.country_fr, person.country_en) ?? null,
      };
    },

    async hasManagerPermission(
      auth: AuthContext,
      ownerId: number,
      type: ManagedFileType,
      page?: string,
    ): Promise<HasManagerPermission> {
      const found = await fileAccess.relationTo(auth, ownerId);
      // The review's page: whoever reviews the owner (HR for the top of the chain) manages them.
      const relation = page === 'bmEvaluation' ? { ...found, managesOwner: reviewsOwner(auth, found) } : found;
      return {
        ...managerAuthorisations(auth, relation, type),
        isOwnFile: relation.isOwner,
        isTeamManager: relation.managesOwner,
        canOpen: fileAccess.canOpen(auth, relation),
      };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
