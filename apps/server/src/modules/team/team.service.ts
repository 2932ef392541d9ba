import { can, hasPagePermission, roleRef } from '@my-skills/shared/roles';
import type { FileToValidate, TeamPage } from '@my-skills/shared/schemas/team';
import type { AuthContext } from '../../lib/auth-context';
import { orgViewerOf } from '../people/org-chart.repository';
import type { TeamRepository } from './team.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function createTeamService(repo: TeamRepository) {
  return {
    /**
     * The people the viewer manages down the chain (everyone with "all" access), with their current files and,
     * for viewers who open evaluations, their evaluations (every year, newest first).
     */
    async members(auth: AuthContext, query: { searchTerm: string; page: number; pageSize: number }): Promise<TeamPage> {
      const rows = await repo.members(orgViewerOf(auth), query.searchTerm, query.page, query.pageSize);
      const mayOpenEvaluations = hasPagePermission(auth, 'ficheEa');
      return {
        items: rows.map((r) => ({
          id: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          reference: r.reference,
          role: roleRef(r.roleId ?? 0, auth.idLang),
          isActive: r.isActive,
          managerName: r.managerFirstName ? `${r.managerFirstName} ${r.managerLastName ?? ''}`.trim() : null,
          files: [1, 2].map((idLang) => {
            const file = r.files?.find((f) => f.idLang === idLang);
            return file
              ? { idLang, idDc: file.idDc, status: file.status, version: file.version, updatedAt: iso(file.updatedAt) }
              : { idLang, idDc: null, status: 0, version: null, updatedAt: null };
          }),
          // Their evaluations, for those who may open evaluations (ficheEa) — HR reaches them from here.
          evaluations: mayOpenEvaluations ? r.evaluations : null,
        })),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Submitted files the viewer may validate: their chain's (or everyone's with "all" access), if their role validates. */
    async filesToValidate(auth: AuthContext): Promise<FileToValidate[]> {
      if (!can(auth, 'dc:validate')) return [];
      const rows = await repo.submittedFiles(orgViewerOf(auth));
      return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) }));
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
