import { pageAnswer } from '../../lib/lists/page-answer';
import { can, hasPagePermission, roleRef } from '@my-skills/shared/roles';
import { DC_STATUS_LABELS, EA_STATUS_LABELS, type DcStatusId, type EaStatusId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import type { FilesToValidatePage, TeamMember, TeamPage } from '@my-skills/shared/schemas/team';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inBatches } from '../../lib/lists/batches';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { translate } from '../../i18n/messages';
import { orgViewerOf } from '../people/org-chart.repository';
import type { MemberRow, TeamRepository } from './team.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (now: Date) => now.toISOString().slice(0, 10);

export function createTeamService(repo: TeamRepository, now: () => Date = () => new Date()) {
  const at = () => {
    const current = now();
    return { year: current.getUTCFullYear(), day: day(current) };
  };

  const member = (auth: AuthContext, r: MemberRow, when: { year: number; day: string }): TeamMember => {
    const current = r.evaluations?.find((e) => e.year === when.year);
    const status = current?.status ?? 0;
    return {
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
      pendingProposals: r.pendingProposals,
      // Their evaluations, for those who may open evaluations (ficheEa) — HR reaches them from here.
      evaluations: hasPagePermission(auth, 'ficheEa') ? r.evaluations : null,
      evaluation: r.evaluable
        ? {
            year: when.year,
            idEa: current?.idEa ?? null,
            status,
            deadline: r.deadline,
            isLate: status !== 3 && r.deadline !== null && r.deadline < when.day,
          }
        : null,
    };
  };

  return {
    /**
     * The people the viewer manages down the chain (everyone with "all" access), with their current files,
     * this year's evaluation and, for viewers who open evaluations, every evaluation (newest first).
     */
    async members(auth: AuthContext, query: ListQuery): Promise<TeamPage> {
      const when = at();
      return pageAnswer(await repo.members(orgViewerOf(auth), query, when), query, (r) => member(auth, r, when));
    },

    /** The rows and columns of the Excel export of exactly what the list shows (same scope, filters and order). */
    async exportRows(auth: AuthContext, query: ListExport) {
      const when = at();
      const ids = await repo.exportIds(orgViewerOf(auth), query, when);
      const rows = (async function* () {
        for await (const r of inBatches(ids, (batch) => repo.exportBatch(batch, when))) yield member(auth, r, when);
      })();
      return { total: ids.length, rows, columns: employeeColumns(auth.idLang, query.columns) };
    },

    /**
     * PUT /api/ListMyConsultant/updateEaEcheanceUser: the deadline of this year's evaluation for one person or a
     * selection — only evaluable people the viewer follows; later than today (the server's day).
     */
    async updateDeadline(
      auth: AuthContext,
      body: { reference?: string; ids?: number[]; dateEcheance: string; nextEaYear?: number },
    ) {
      if (!hasPagePermission(auth, 'ficheEa')) throw new AppError('FORBIDDEN');
      const when = at();
      if (body.dateEcheance <= when.day || Number.isNaN(Date.parse(body.dateEcheance)))
        throw new AppError('EA_DEADLINE_INVALID');
      const allowed = await repo.evaluableFollowed(orgViewerOf(auth), body);
      if (allowed.length === 0) throw new AppError('NOT_FOUND');
      const updated = await repo.setDeadline(allowed, body.dateEcheance, body.nextEaYear, auth);
      const skipped = (body.ids ?? []).filter((id) => !allowed.includes(id));
      return { updated, dateEcheance: body.dateEcheance, skipped };
    },

    /**
     * Submitted files the viewer may validate: their chain's (or everyone's with "all" access), if their role
     * validates; filtered, sorted and paged.
     */
    async filesToValidate(auth: AuthContext, query: ListQuery): Promise<FilesToValidatePage> {
      const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      if (!can(auth, 'dc:validate')) return empty;
      const viewer = orgViewerOf(auth);
      const rows = await repo.submittedFiles(viewer, query);
      return {
        ...empty,
        items: rows.map(({ total: _total, ...r }) => ({ ...r, submittedAt: iso(r.submittedAt) })),
        total: rows[0]?.total ?? (query.page > 1 ? await repo.submittedCount(viewer, query) : 0),
      };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

/** The employees export's columns, in the caller's language, limited to the visible ones (the name always). */
function employeeColumns(idLang: number, visible: string[] | undefined): ExcelColumn<TeamMember>[] {
  const lang = idLang === 2 ? 'en' : 'fr';
  const h = (key: string) => translate(idLang === 2 ? 2 : 1, `lists.employees.${key}`);
  const fileLabel = (m: TeamMember, idLang2: number) =>
    DC_STATUS_LABELS[(m.files.find((f) => f.idLang === idLang2)?.status ?? 0) as DcStatusId][lang];
  const all: ExcelColumn<TeamMember>[] = [
    { key: 'lastName', header: h('lastName'), value: (m) => m.lastName },
    { key: 'firstName', header: h('firstName'), value: (m) => m.firstName },
    { key: 'reference', header: h('reference'), width: 14, value: (m) => m.reference },
    { key: 'role', header: h('role'), value: (m) => m.role.name },
    { key: 'managerName', header: h('managerName'), width: 24, value: (m) => m.managerName },
    { key: 'isActive', header: h('isActive'), width: 10, value: (m) => m.isActive },
    { key: 'dcFr', header: h('dcFr'), value: (m) => fileLabel(m, 1) },
    { key: 'dcEn', header: h('dcEn'), value: (m) => fileLabel(m, 2) },
    { key: 'pendingProposals', header: h('pendingProposals'), width: 12, value: (m) => m.pendingProposals },
    {
      key: 'eaStatus',
      header: h('eaStatus'),
      value: (m) =>
        m.evaluation
          ? m.evaluation.status === 0
            ? h('eaNotStarted')
            : EA_STATUS_LABELS[m.evaluation.status as EaStatusId][lang]
          : null,
    },
    { key: 'eaLate', header: h('eaLate'), width: 10, value: (m) => m.evaluation?.isLate ?? null },
    { key: 'eaDeadline', header: h('eaDeadline'), date: true, value: (m) => m.evaluation?.deadline ?? null },
  ];
  return visible ? all.filter((c) => c.key === 'lastName' || visible.includes(c.key)) : all;
}
