import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { INTERNAL_ROLES, roleRef } from '@my-skills/shared/roles';
import type {
  Country,
  InternalRole,
  UserRoleInfo,
  UserRoleInfoDetail,
  UserRoleInfoPage,
} from '@my-skills/shared/schemas/role-internal';
import { byLanguage, pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { allPages } from '../../lib/lists/batches';
import { translate } from '../../i18n/messages';
import type { PersonRoleRow, RoleInternalRepository } from './role-internal.repository';

const internalRoleName = (id: number | null, idLang: number) => {
  const role = INTERNAL_ROLES.find((r) => r.id === id);
  return role ? pickLanguage(idLang, role) : null;
};

export function createRoleInternalService(
  repo: RoleInternalRepository,
  /** Tells the session layer that a person's cached identity changed. */
  identityChanged: (personId: number) => void,
) {
  type Row = Omit<PersonRoleRow, 'total'>;
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
    isActive: Boolean(row.isActive),
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
    /** A page of the people, searched, filtered and sorted; `total` counts every match. */
    async list(query: ListQuery, idLang: number): Promise<UserRoleInfoPage> {
      const rows = await repo.list(query, idLang);
      return {
        items: rows.map((r) => toInfo(r, idLang)),
        total: rows[0]?.total ?? (query.page > 1 ? await repo.count(query, idLang) : 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    /** The rows and columns of the Excel export of exactly what the list shows (same filters and order). */
    async exportRows(auth: AuthContext, query: ListExport) {
      const idLang = auth.idLang === 2 ? 2 : 1;
      const total = await repo.count(query, idLang);
      const rows = (async function* () {
        for await (const r of allPages((pageNo, size) => repo.exportPage(query, idLang, pageNo, size)))
          yield toInfo(r, idLang);
      })();
      return { total, rows, columns: roleSettingsColumns(idLang, query.columns) };
    },
    async byPerson(personId: number, idLang: number): Promise<UserRoleInfoDetail> {
      const row = await repo.findById(personId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      const history = await repo.history(personId);
      return {
        ...toInfo(row, idLang),
        history: history.map((h) => ({
          changedAt: new Date(h.changedAt).toISOString(),
          changedBy: [h.byFirstName, h.byLastName].filter(Boolean).join(' ') || '—',
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
      const result = await repo.update(personId, idRoleInternal, auth);
      if (!result) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
      if (result.changed) identityChanged(personId);
      return this.byPerson(personId, auth.idLang);
    },
  };
}
export type RoleInternalService = ReturnType<typeof createRoleInternalService>;

/** The role settings export's columns, in the caller's language, limited to the visible ones (the name always). */
function roleSettingsColumns(idLang: 1 | 2, visible: string[] | undefined): ExcelColumn<UserRoleInfo>[] {
  const h = (key: string) => translate(idLang, `lists.roleSettings.${key}`);
  const all: ExcelColumn<UserRoleInfo>[] = [
    { key: 'lastName', header: h('lastName'), value: (p) => p.lastName },
    { key: 'firstName', header: h('firstName'), value: (p) => p.firstName },
    { key: 'email', header: h('email'), width: 30, value: (p) => p.email },
    { key: 'reference', header: h('reference'), width: 14, value: (p) => p.reference },
    { key: 'role', header: h('role'), width: 30, value: (p) => p.roles.map((r) => r.name).join(', ') },
    { key: 'internalRole', header: h('internalRole'), width: 30, value: (p) => p.roleInternalName },
    { key: 'isActive', header: h('isActive'), width: 10, value: (p) => p.isActive },
    { key: 'country', header: h('country'), value: (p) => p.country },
  ];
  return visible ? all.filter((c) => c.key === 'lastName' || visible.includes(c.key)) : all;
}
