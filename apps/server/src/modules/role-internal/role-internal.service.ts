import { INTERNAL_ROLES, roleRef } from '@my-skills/shared/roles';
import type { Country, InternalRole, UserRoleInfo, UserRoleInfoDetail } from '@my-skills/shared/schemas/role-internal';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { RoleInternalRepository } from './role-internal.repository';
import { byLanguage, pickLanguage } from '@my-skills/shared/ui-language';

const SEARCH_LIMIT = 50;

const internalRoleName = (id: number | null, idLang: number) => {
  const role = INTERNAL_ROLES.find((r) => r.id === id);
  return role ? pickLanguage(idLang, role) : null;
};

export function createRoleInternalService(
  repo: RoleInternalRepository,
  /** Tells the session layer that a person's cached identity changed. */
  identityChanged: (personId: number) => void,
) {
  type Row = NonNullable<Awaited<ReturnType<RoleInternalRepository['findById']>>>;
  const toInfo = (row: Row, idLang: number): UserRoleInfo => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    reference: row.reference,
    country: byLanguage(idLang, row.countryFr, row.countryEn) ?? null,
    roles: (row.roleIds ?? []).map((id) => roleRef(Number(id), idLang)),
    idRoleInternal: row.idRoleInternal,
    roleInternalName: internalRoleName(row.idRoleInternal, idLang),
  });

  return {
    all(idLang: number): InternalRole[] {
      return INTERNAL_ROLES.map((r) => ({ id: r.id, name: pickLanguage(idLang, r) }));
    },
    byId(id: number, idLang: number): InternalRole {
      const role = INTERNAL_ROLES.find((r) => r.id === id);
      if (!role) throw new AppError('NOT_FOUND', 'errors.ROLE_NOT_FOUND');
      return { id: role.id, name: pickLanguage(idLang, role) };
    },
    async search(term: string, idLang: number): Promise<UserRoleInfo[]> {
      const rows = await repo.search(term, SEARCH_LIMIT);
      return rows.map((r) => toInfo(r, idLang));
    },
    async byPerson(personId: number, idLang: number): Promise<UserRoleInfoDetail> {
      const row = await repo.findById(personId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      const history = await repo.history(personId);
      return {
        ...toInfo(row, idLang),
        history: history.map((h) => ({
          changedAt: new Date(h.changedAt).toISOString(),
          changedBy: `${h.byFirstName} ${h.byLastName}`,
          oldIdRoleInternal: h.oldIdRoleInternal,
          newIdRoleInternal: h.newIdRoleInternal,
        })),
      };
    },
    async countries(idLang: number): Promise<Country[]> {
      const rows = await repo.countries();
      return rows.map((c) => ({ id: c.id, code: c.code, name: byLanguage(idLang, c.name_fr, c.name_en) }));
    },
    async update(auth: AuthContext, personId: number, idRoleInternal: 1 | 2 | null): Promise<UserRoleInfoDetail> {
      // An administrator cannot lock themselves (and possibly everyone) out of this screen.
      if (personId === auth.personId && idRoleInternal !== 1)
        throw new AppError('BUSINESS_RULE', 'errors.OWN_INTERNAL_ROLE');
      const result = await repo.update(personId, idRoleInternal, auth.personId);
      if (!result) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      if (result.changed) identityChanged(personId);
      return this.byPerson(personId, auth.idLang);
    },
  };
}
export type RoleInternalService = ReturnType<typeof createRoleInternalService>;
