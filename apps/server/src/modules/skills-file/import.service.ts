/**
 * Skills file (DC): writing an imported CV (lib/skills-file-import.ts, for the CV-import module) under the file's own
 * rules. Who may: as for creating a file (`canCreateDcFor`) when the person has none in the language, else as for
 * editing the draft (`assertCanEdit`) or creating the validated file's next version (`canCreateVersion`); a submitted
 * file is never touched (422). Applying checks the target again, then writes everything in ONE transaction: the new
 * file (as `create` does), the next version (the workflow's `newVersion`, the rows in its transaction) or the draft
 * (behind the row-version gate), the rows through the section writes, the skills merged with the file's (the higher
 * level kept; never a skill and an other skill twice), rows already in the file skipped, a history line naming the
 * import. Decisions: docs/decisions/021-cv-import.md.
 */
import { DC_STATUSES } from '@my-skills/shared/constants';
import {
  canCreateDcFor,
  dcFilePermissions,
  findDuplicateOtherSkills,
  missingDcData,
  skillNameKey,
} from '@my-skills/shared/skills-file-rules';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type {
  SkillsFileImport,
  SkillsFileImportCounts,
  SkillsFileImportInput,
  SkillsFileImportRows,
  SkillsFileImportTarget,
} from '../../lib/skills-file-import';
import type { Trx } from '../../db/types';
import type { FileAccess } from '../people/file-access';
import type { DcContext } from './skills-file.details';
import type { SkillsFileRepository } from './skills-file.repository';
import type { SkillsFileReadRepository } from './skills-file-read.repository';
import type { SectionsRepository } from './sections.repository';
import { assertCanEdit, type SkillsFileDocument } from './skills-file.workflow';
import { setTitleAndSummary } from './import.repository';

export interface SkillsFileImportDeps {
  kernel: DocumentKernel;
  document: SkillsFileDocument;
  repository: SkillsFileRepository;
  read: SkillsFileReadRepository;
  sections: SectionsRepository;
  fileAccess: FileAccess;
}

const invalid = (details: { path: string; message: string }[]) =>
  new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', {}, details);

/** Comparison key of a row's identifying fields (case and spaces ignored). */
const keyOf = (...values: (string | number | null | undefined)[]) =>
  values.map((v) => (v === null || v === undefined ? '' : skillNameKey(String(v)))).join('\u0001');

/** 422 for the rows' checks the call's schema leaves to the server: periods in order, references that exist. */
async function assertRows(repo: SkillsFileRepository, rows: SkillsFileImportRows) {
  const details: { path: string; message: string }[] = [];
  const periods = [
    ...rows.experiences.map((e, i) => ({ path: `body.experiences.${i}.endDate`, ...e })),
    ...rows.projects.map((p, i) => ({ path: `body.projects.${i}.endDate`, ...p })),
  ];
  for (const p of periods)
    if (p.startDate && p.endDate && p.endDate < p.startDate) details.push({ path: p.path, message: 'before start' });
  const ids = [
    ...rows.skills.map((s) => s.idSkill),
    ...rows.experiences.flatMap((e) => e.tools),
    ...rows.certifications.flatMap((c) => c.idSkills),
  ];
  const found = new Set((await repo.catalogueSkills(ids)).map((s) => s.id));
  for (const id of new Set(ids))
    if (!found.has(id)) details.push({ path: 'body.skills', message: `unknown skill ${id}` });
  const types = new Set((await repo.skillTypes(rows.otherSkills.map((o) => o.idSkillType))).map((t) => t.id));
  for (const id of new Set(rows.otherSkills.map((o) => o.idSkillType)))
    if (!types.has(id)) details.push({ path: 'body.otherSkills', message: `unknown skill type ${id}` });
  if (details.length) throw invalid(details);
}

export function createSkillsFileImport(deps: SkillsFileImportDeps): SkillsFileImport {
  const { repository: repo, document, read, sections, fileAccess } = deps;

  /** What an import may do with the person's current file, checked with the caller's rights on it. */
  function targetOf(auth: AuthContext, ctx: DcContext): SkillsFileImportTarget {
    const { dc } = ctx;
    if (dc.status === DC_STATUSES.SUBMITTED) {
      // 403 for whoever could not write the file anyway; the others learn why not now.
      if (!dcFilePermissions(auth, ctx.relation, DC_STATUSES.DRAFT).canEdit) throw new AppError('FORBIDDEN');
      throw new AppError('BUSINESS_RULE', 'errors.CV_IMPORT_SUBMITTED_FILE');
    }
    if (dc.status === DC_STATUSES.VALIDATED) {
      if (!ctx.perms.canCreateVersion) throw new AppError('FORBIDDEN');
      return { target: 'newVersion', idDc: dc.id, rowVersion: dc.rowVersion };
    }
    assertCanEdit(ctx);
    return { target: 'draft', idDc: dc.id, rowVersion: dc.rowVersion };
  }

  /** The person's current file loaded with the caller's rights, or undefined after checking they may create one. */
  async function current(auth: AuthContext, personId: number, idLang: number): Promise<DcContext | undefined> {
    const relation = await fileAccess.relationTo(auth, personId);
    const file = await repo.currentFile(personId, idLang);
    if (file) return document.load(auth, file.id);
    const isCandidate = !relation.isOwner && auth.roleId === 8 ? await repo.isCandidate(personId) : false;
    if (!canCreateDcFor(auth, relation, { isCandidate })) throw new AppError('FORBIDDEN');
    return undefined;
  }

  /** Writes the rows into a file, skipping those it already has; answers the rows written per section. */
  async function writeRows(trx: Trx, fileId: number, idLang: number, rows: SkillsFileImportRows) {
    const had = await read.sections(fileId, idLang, trx);
    const counts: SkillsFileImportCounts = {
      experiences: 0,
      educations: 0,
      certifications: 0,
      projects: 0,
      languages: 0,
      skills: 0,
      otherSkills: 0,
    };
    /** Inserts the rows whose key is not taken yet (by the file or an earlier row of the import). */
    const each = async <T>(
      section: keyof SkillsFileImportCounts,
      given: readonly T[],
      taken: string[],
      key: (row: T) => string,
      insert: (row: T) => Promise<unknown>,
    ) => {
      const seen = new Set(taken);
      for (const row of given) {
        const k = key(row);
        if (seen.has(k)) continue;
        seen.add(k);
        await insert(row);
        counts[section] += 1;
      }
    };
    const experienceKey = (e: { position: string; startDate: string | null; endDate: string | null; client: string }) =>
      keyOf(e.position, e.startDate, e.endDate, e.client);
    await each('experiences', rows.experiences, had.experiences.map(experienceKey), experienceKey, (e) =>
      sections.insertExperience(trx, fileId, e),
    );
    const educationKey = (e: { degree: string; school: string; year: number | null }) =>
      keyOf(e.degree, e.school, e.year);
    await each('educations', rows.educations, had.educations.map(educationKey), educationKey, (e) =>
      sections.insertEducation(trx, fileId, { ...e, id_file: null }),
    );
    const certificationKey = (c: { kind: string; name: string; organism: string; obtainedDate: string | null }) =>
      keyOf(c.kind, c.name, c.organism, c.obtainedDate);
    await each('certifications', rows.certifications, had.certifications.map(certificationKey), certificationKey, (c) =>
      sections.insertCertification(trx, fileId, {
        kind: c.kind,
        name: c.name,
        organism: c.organism,
        obtained_date: c.obtainedDate,
        expiry_date: c.expiryDate,
        score: c.score,
        id_file: null,
        idSkills: c.idSkills,
      }),
    );
    const projectKey = (p: { name: string; startDate: string | null }) => keyOf(p.name, p.startDate);
    await each('projects', rows.projects, had.projects.map(projectKey), projectKey, (p) =>
      sections.insertProject(trx, fileId, {
        name: p.name,
        description: p.description,
        start_date: p.startDate,
        end_date: p.endDate,
      }),
    );
    // A language the file has is not added twice (the section's own rule, languageTaken).
    await each(
      'languages',
      rows.languages,
      had.languages.map((l) => l.languageCode),
      (l) => l.languageCode,
      (l) => sections.insertLanguage(trx, fileId, { language_code: l.languageCode, id_level: l.idLevel }),
    );

    // Skills: the file's, with the imported ones added or raised to the higher level.
    const levels = new Map(had.skills.map((s) => [s.idSkill, s.level]));
    for (const s of rows.skills) {
      const level = levels.get(s.idSkill);
      if (level === undefined || s.level > level) {
        levels.set(s.idSkill, Math.max(level ?? 0, s.level));
        counts.skills += 1;
      }
    }
    const names = await repo.catalogueSkills([...levels.keys()], trx);
    const catalogue = new Map<string, number>();
    for (const n of names) for (const name of [n.label, n.nameFr, n.nameEn]) catalogue.set(skillNameKey(name), n.id);
    // Other skills: an existing one that an imported catalogue skill names gives way to it (its level kept if
    // higher); an imported one that the catalogue or the file already has (same type) is not added.
    const others: { idSkillType: number; name: string; level: number }[] = [];
    let othersChanged = false;
    for (const o of had.otherSkills) {
      const id = catalogue.get(skillNameKey(o.name));
      if (id === undefined) others.push({ idSkillType: o.idSkillType, name: o.name, level: o.level });
      else {
        levels.set(id, Math.max(levels.get(id) ?? 0, o.level));
        othersChanged = true;
      }
    }
    const present = new Set(others.map((o) => `${o.idSkillType}\u0001${skillNameKey(o.name)}`));
    for (const o of rows.otherSkills) {
      const name = o.name.trim().replace(/\s+/g, ' ');
      const k = `${o.idSkillType}\u0001${skillNameKey(name)}`;
      if (catalogue.has(skillNameKey(name)) || present.has(k)) continue;
      present.add(k);
      others.push({ idSkillType: o.idSkillType, name, level: o.level });
      counts.otherSkills += 1;
      othersChanged = true;
    }
    const duplicates = findDuplicateOtherSkills(names, others);
    if (duplicates.length)
      throw new AppError('BUSINESS_RULE', 'errors.DC_OTHER_SKILLS_DUPLICATES', { names: duplicates.join(', ') });
    if (counts.skills > 0 || othersChanged) {
      await repo.replaceSkills(
        trx,
        fileId,
        [...levels].map(([idSkill, level]) => ({ idSkill, level })),
      );
    }
    if (othersChanged) await repo.replaceOtherSkills(trx, fileId, others);
    return counts;
  }

  /** missingDcData of a file (after the import's commit). */
  async function missingOf(fileId: number) {
    const file = await repo.findFile(fileId);
    const content = await read.content(fileId, file!.idLang, file!.personId);
    return { file: file!, missing: missingDcData(content) };
  }

  return {
    async target(auth, personId, idLang) {
      const ctx = await current(auth, personId, idLang);
      return ctx ? targetOf(auth, ctx) : { target: 'new', idDc: null, rowVersion: null };
    },

    async apply(auth, input: SkillsFileImportInput, within) {
      const { rows } = input;
      await assertRows(repo, rows);
      const ctx = await current(auth, input.personId, input.idLang);
      const target = ctx ? targetOf(auth, ctx) : { target: 'new' as const, idDc: null, rowVersion: null };
      // The row version read applies to the file the import was read for; a file created since is taken as it is.
      const rowVersion =
        ctx && input.idDc === ctx.dc.id && input.rowVersion !== null ? input.rowVersion : (ctx?.dc.rowVersion ?? 0);
      const fill = async (trx: Trx, fileId: number) => {
        await setTitleAndSummary(trx, fileId, { title: rows.title, summary: rows.summary });
        const applied = await writeRows(trx, fileId, input.idLang, rows);
        await within(trx, { idDc: fileId, applied });
        return applied;
      };

      let fileId: number;
      let applied: SkillsFileImportCounts;
      if (!ctx) {
        // A new file, as Dc/save creates it, with the rows in the same transaction.
        ({ fileId, applied } = await deps.kernel.transaction(async (trx) => {
          const version = await document.nextVersion(trx, { person_id: input.personId, id_lang: input.idLang });
          const row = await repo.insertFile(trx, {
            personId: input.personId,
            idLang: input.idLang,
            version,
            title: '',
            idProfile: null,
            by: auth.personId,
          });
          await document.recordCreation(trx, row.id, DC_STATUSES.DRAFT, auth.personId, input.comment);
          return { fileId: row.id, applied: await fill(trx, row.id) };
        }));
      } else if (target.target === 'newVersion') {
        // The validated file's next version (the workflow's own transition), the rows written in its transaction.
        let written: { fileId: number; applied: SkillsFileImportCounts } | undefined;
        await document.transition(auth, ctx, 'newVersion', {
          rowVersion,
          within: async (trx, created) => {
            const id = (created as { id: number }).id;
            await document.recordChange(trx, id, DC_STATUSES.DRAFT, auth.personId, input.comment);
            written = { fileId: id, applied: await fill(trx, id) };
          },
        });
        ({ fileId, applied } = written!);
      } else {
        const r = await document.write(auth, ctx, rowVersion, async (trx) => {
          await document.recordChange(trx, ctx.dc.id, DC_STATUSES.DRAFT, auth.personId, input.comment);
          return fill(trx, ctx.dc.id);
        });
        ({ fileId, applied } = { fileId: ctx.dc.id, applied: r.result });
      }
      const { file, missing } = await missingOf(fileId);
      return {
        idDc: fileId,
        status: file.status,
        version: file.version,
        rowVersion: file.rowVersion,
        newVersion: target.target === 'newVersion',
        applied,
        missing,
      };
    },
  };
}
