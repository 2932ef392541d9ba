/**
 * The evidence behind a person's skills (issue 22 §3).
 *
 * - Reading (`GET SkillEvidence`): whoever reads the person's skills file and evaluation (themself, their chain,
 *   "all" access; not the DPO) — by catalogue skill: confirmed and proposed counts, the last use (latest end of a
 *   confirmed experience, or ongoing), the items.
 * - Refreshing (`POST SkillEvidence/refresh`, the person only): proposals read again from the person's latest skills
 *   file (experiences whose tools include a skill, certifications linked to it) and their trainings followed (a title
 *   or certification naming one of the file's skills). Decided items keep their decision; proposed ones whose source
 *   went disappear.
 * - Deciding (`PUT SkillEvidence/decide`, the person only): one item of theirs confirmed or rejected (404 for an item
 *   of someone else). Only confirmed items count.
 */
import { lastUse, skillEvidencePermissions, EVIDENCE_STALE_YEARS } from '@my-skills/shared/skill-evidence-rules';
import type { SkillEvidence, SkillEvidenceItem } from '@my-skills/shared/schemas/skill-evidence';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { SkillEvidencePort } from '../../lib/skill-evidence';
import type { FileAccess } from '../people/file-access';
import type { EvidenceRow, SkillEvidenceRepository } from './skill-evidence.repository';
import { proposeEvidence } from './skill-evidence.proposals';

const item = (r: EvidenceRow): SkillEvidenceItem => ({
  id: r.id,
  idSkill: r.idSkill,
  kind: r.kind,
  state: r.state,
  label: r.label,
  detail: r.detail,
  startDate: r.startDate,
  endDate: r.endDate,
  current: r.current,
});

export function createSkillEvidenceService(deps: {
  repository: SkillEvidenceRepository;
  fileAccess: FileAccess;
  kernel: Pick<DocumentKernel, 'transaction'>;
  now: () => Date;
}) {
  const { repository: repo, fileAccess, now } = deps;

  /** The viewer's rights on the person's evidence: 404 unknown person, 403 not a reader. */
  async function access(auth: AuthContext, personId: number) {
    const relation = await fileAccess.relationTo(auth, personId);
    const perms = skillEvidencePermissions(auth, relation);
    if (!perms.canRead) throw new AppError('FORBIDDEN');
    return perms;
  }
  function ownerOnly(perms: { canDecide: boolean }) {
    if (!perms.canDecide) throw new AppError('FORBIDDEN', 'errors.SKILL_EVIDENCE_OWNER_ONLY');
  }

  async function read(auth: AuthContext, personId: number, canDecide: boolean): Promise<SkillEvidence> {
    const rows = await repo.listFor(personId);
    const bySkill = new Map<number, EvidenceRow[]>();
    for (const r of rows) bySkill.set(r.idSkill, [...(bySkill.get(r.idSkill) ?? []), r]);
    return {
      idUser: personId,
      canDecide,
      staleYears: EVIDENCE_STALE_YEARS,
      skills: [...bySkill.values()]
        .map((items) => {
          const first = items[0]!;
          const shown = items.map(item);
          return {
            idSkill: first.idSkill,
            name: (auth.idLang === 2 ? first.nameEn : first.nameFr) || first.skillLabel,
            confirmed: shown.filter((i) => i.state === 'confirmed').length,
            proposed: shown.filter((i) => i.state === 'proposed').length,
            ...lastUse(shown),
            items: shown,
          };
        })
        // By name in the caller's language, as a file lists its skills.
        .sort((a, b) => a.name.localeCompare(b.name, auth.idLang === 2 ? 'en' : 'fr')),
    };
  }

  const port: SkillEvidencePort = {
    async confirmedBySkill(personId) {
      const map = new Map<number, ReturnType<typeof item>[]>();
      for (const r of await repo.listFor(personId, ['confirmed']))
        map.set(r.idSkill, [...(map.get(r.idSkill) ?? []), item(r)]);
      return map;
    },
  };

  return {
    port,

    /** GET /api/SkillEvidence?idUser= */
    async list(auth: AuthContext, personId: number): Promise<SkillEvidence> {
      const perms = await access(auth, personId);
      return read(auth, personId, perms.canDecide);
    },

    /** POST /api/SkillEvidence/refresh */
    async refresh(auth: AuthContext, personId: number): Promise<SkillEvidence> {
      const perms = await access(auth, personId);
      ownerOnly(perms);
      const fileId = await repo.latestFile(personId);
      const candidates = proposeEvidence({
        fileId,
        experiences: fileId ? await repo.experienceTools(fileId) : [],
        certifications: fileId ? await repo.certificationSkills(fileId) : [],
        skillNames: fileId ? await repo.fileSkillNames(fileId) : [],
        trainings: await repo.trainingsFollowed(personId),
      });
      await deps.kernel.transaction((trx) => repo.sync(trx, personId, candidates, now()));
      return read(auth, personId, perms.canDecide);
    },

    /** PUT /api/SkillEvidence/decide */
    async decide(
      auth: AuthContext,
      body: { idUser: number; id: number; decision: 'confirm' | 'reject' },
    ): Promise<SkillEvidenceItem> {
      const perms = await access(auth, body.idUser);
      ownerOnly(perms);
      const row = await repo.find(body.id);
      if (!row || row.personId !== body.idUser) throw new AppError('NOT_FOUND', 'errors.SKILL_EVIDENCE_NOT_FOUND');
      const state = body.decision === 'confirm' ? 'confirmed' : 'rejected';
      await deps.kernel.transaction((trx) => repo.decide(trx, row.id, state, auth.personId, now()));
      return item({ ...row, state });
    },
  };
}
export type SkillEvidenceService = ReturnType<typeof createSkillEvidenceService>;
