/**
 * Business-manager review (EEP BM): opening a year's review, its details, its one save (each side its own fields,
 * languages, next-year actions and skill lines; HR's correction of a validated review recorded and its signature
 * cleared), the skill payload per category, the summary under a profile, the checks and the export. Status, signature
 * and resend are the kernel's shared calls (modules/documents). Rules: packages/shared/src/eep-bm-rules.ts.
 */
import { BM_SKILL_CATEGORIES, EA_STATUSES } from '@my-skills/shared/constants';
import { EEP_BM_FIELDS, defaultProfileOf, mayWriteBmField, type EepBmField } from '@my-skills/shared/eep-bm-rules';
import type { BmSkillGroups, CheckEepData, EepBmUpdate } from '@my-skills/shared/schemas/eep-bm';
import { languageCodeOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { correctionColumns } from '../../lib/documents/signature';
import type { EepBmDocuments } from './eep-bm.documents';
import { type EepBmColumns, type EepBmRepository, type LoadedReview } from './eep-bm.repository';
import { checkOf, rightsOn, type BmContext, type EepBmDetailsBuilder } from './eep-bm.details';
import type { EepBmDocument } from './eep-bm.workflow';

export interface EepBmServiceDeps {
  kernel: DocumentKernel;
  document: EepBmDocument;
  details: EepBmDetailsBuilder;
  repository: EepBmRepository;
  documents: EepBmDocuments;
  now: () => Date;
}

/** The review's long texts, kept in its `texts` column by field name. */
const TEXT_FIELDS = [
  'promotionCriteria',
  'strengthsManager',
  'areasOfProgress',
  'actionsToBeImplemented',
  'shortTermGoal',
  'shortTermMotivation',
  'shortTermWay',
  'longTermGoal',
  'longTermMotivation',
  'longTermWay',
  'mobility',
  'functionalMobility',
  'otherWill',
  'commentTrainingRequest',
] as const satisfies readonly EepBmField[];
/** The fields kept in columns of their own. */
const COLUMNS = {
  interviewDate: 'interview_date',
  position: 'position',
  entity: 'entity',
  functionEntryDate: 'function_entry_date',
  idBusinessManager: 'id_business_manager',
  degree: 'degree',
  degreeObtainPeriod: 'degree_obtain_period',
  experience: 'experience',
  rPlus: 'r_plus',
  sign: 'sign',
  oc: 'oc',
} as const satisfies Partial<Record<EepBmField, keyof EepBmColumns>>;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A field's stored value, as the save body would send it. */
function storedValue(r: LoadedReview, field: EepBmField): unknown {
  if ((TEXT_FIELDS as readonly string[]).includes(field)) return r.texts[field] ?? '';
  if (field === 'languages') return r.languages;
  if (field === 'otherActions') return r.otherActions;
  if (field === 'experience') return r.experience === null ? null : Number(r.experience);
  return r[field as keyof typeof COLUMNS];
}

export function createEepBmService(deps: EepBmServiceDeps) {
  const { document, details, repository: repo, now } = deps;
  const { load } = document;

  /** A person's review of a year as the caller sees it (404 unknown person, 422 no review for them, 403). */
  async function byPerson(auth: AuthContext, personId: number, year: number) {
    const found = await repo.loadByPerson(personId, year, auth.personId);
    if (!found) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
    const rights = rightsOn(auth, found, found.id === null ? EA_STATUSES.DRAFT : found.status);
    if (!rights.perms.canRead) {
      // Those who could see the person's reviews hear why there are none; anyone else gets the 403.
      if (rights.isOwner || found.managesOwner) throw new AppError('BUSINESS_RULE', 'errors.EEP_BM_NOT_REVIEWABLE');
      throw new AppError('FORBIDDEN');
    }
    return { found, ...rights };
  }

  /** The review itself (404 EEP_BM_NOT_STARTED when the person has none that year). */
  async function reviewOf(auth: AuthContext, personId: number, year: number): Promise<BmContext> {
    const { found, ...rights } = await byPerson(auth, personId, year);
    if (found.id === null) throw new AppError('NOT_FOUND', 'errors.EEP_BM_NOT_STARTED');
    return { review: found as BmContext['review'], ...rights };
  }

  /** The skill lines a body writes: each in its group's category, each side's fields only when they change. */
  async function lineWrites(ctx: BmContext, groups: BmSkillGroups, denied: string[]) {
    const { review, perms } = ctx;
    const content = await details.content(review, review.idBusinessManager, review.idLang);
    const writes = [];
    for (const category of BM_SKILL_CATEGORIES) {
      for (const line of groups[category.group] ?? []) {
        const stored = content.lines.find((l) => l.id === line.idLine && l.idCategory === category.id);
        if (!stored) throw new AppError('NOT_FOUND', 'errors.EEP_BM_LINE_NOT_FOUND');
        const set: Record<string, unknown> = {};
        const sides = [
          ['evaluationConsultant', 'evaluation_consultant', perms.canEditConsultantSide],
          ['commentConsultant', 'comment_consultant', perms.canEditConsultantSide],
          ['evaluationManager', 'evaluation_manager', perms.canEditManagerSide],
          ['commentManager', 'comment_manager', perms.canEditManagerSide],
        ] as const;
        for (const [field, column, may] of sides) {
          const value = line[field];
          if (value === undefined || same(value, stored[field])) continue;
          if (!may) denied.push(`${category.group}.${field}`);
          else set[column] = value;
        }
        writes.push({ idLine: line.idLine, ...set });
      }
    }
    return writes;
  }

  /**
   * The one save: the fields that change, each by its side (the other side's changed field → 403 naming them), the
   * language skills and next-year actions as whole sets, the skill lines — in one write under the row version read.
   */
  async function save(auth: AuthContext, body: EepBmUpdate, loaded?: BmContext) {
    const ctx = loaded ?? (await load(auth, body.id));
    const { review, perms } = ctx;
    if (!perms.canEditConsultantSide && !perms.canEditManagerSide)
      throw new AppError('FORBIDDEN', 'errors.EEP_BM_READ_ONLY');
    const denied: string[] = [];
    const set: Record<string, unknown> = {};
    const texts: Record<string, string> = {};
    for (const field of Object.keys(EEP_BM_FIELDS) as EepBmField[]) {
      const value = body[field];
      if (value === undefined || same(value, storedValue(review, field))) continue;
      if (!mayWriteBmField(perms, field)) {
        denied.push(field);
        continue;
      }
      if ((TEXT_FIELDS as readonly string[]).includes(field)) texts[field] = value as string;
      else if (field === 'languages') set.languages = JSON.stringify(value);
      else if (field === 'otherActions') set.other_actions = JSON.stringify(value);
      else set[COLUMNS[field as keyof typeof COLUMNS]] = value;
    }
    const lines = body.skills ? await lineWrites(ctx, body.skills, denied) : [];
    if (denied.length > 0) throw new AppError('FORBIDDEN', 'errors.EEP_BM_OTHER_SIDE', { fields: denied.join(', ') });
    if (Object.keys(texts).length > 0) set.texts = JSON.stringify({ ...review.texts, ...texts });
    const changed = [...Object.keys(set), ...Object.keys(texts), ...(lines.length > 0 ? ['skills'] : [])];
    if (perms.isHrCorrection && changed.length > 0) Object.assign(set, correctionColumns(auth));
    const r = await document.write(
      auth,
      ctx,
      body.rowVersion,
      async (trx) => {
        await repo.upsertLines(review.id, lines, trx);
        if (perms.isHrCorrection && changed.length > 0) {
          await document.recordChange(trx, review.id, review.status, auth.personId, 'HR');
          await document.audit(auth, ctx, 'correct', changed.join(', '), trx);
        }
      },
      set as EepBmColumns,
    );
    return { id: review.id, status: r.status, rowVersion: r.rowVersion };
  }

  return {
    save,

    /** POST /api/Ea/saveEepBM: opens this year's review of a person (or answers the one already open). */
    async open(auth: AuthContext, body: { idUser?: number; year: number }) {
      const year = now().getUTCFullYear();
      if (body.year !== year) throw new AppError('BUSINESS_RULE', 'errors.EEP_BM_ONLY_CURRENT_YEAR', { year });
      const { found, perms } = await byPerson(auth, body.idUser ?? auth.personId, year);
      if (found.id !== null) return { id: found.id, status: found.status, rowVersion: found.rowVersion };
      if (!perms.canEditConsultantSide && !perms.canEditManagerSide) throw new AppError('FORBIDDEN');
      const lastYear = await repo.loadByPerson(found.personId, year - 1, auth.personId);
      try {
        await deps.kernel.transaction(async (trx) => {
          const id = await repo.insertDraft(
            {
              personId: found.personId,
              year,
              idLang: found.ownerLang === 2 ? 2 : 1,
              profile: lastYear?.id ? lastYear.idBusinessManager : defaultProfileOf(found.ownerRoleId),
              by: auth.personId,
              entity: found.entityName ?? '',
            },
            trx,
          );
          await document.recordCreation(trx, id, EA_STATUSES.DRAFT, auth.personId);
        });
      } catch (error) {
        // Opened at the same moment by the other side: answer the one that won.
        if (!isUniqueViolation(error)) throw error;
      }
      const ctx = await reviewOf(auth, found.personId, year);
      return { id: ctx.review.id, status: ctx.review.status, rowVersion: ctx.review.rowVersion };
    },

    /** GET /api/Ea/eepBmDetails: the review under its profile, or previewed under another. */
    async details(auth: AuthContext, q: { idUser: number; year: number; idLang?: number; idBusinessManager?: number }) {
      const ctx = await reviewOf(auth, q.idUser, q.year);
      // A read by another is audited (once per reader within a few minutes), beside the answer being built.
      const [answer] = await Promise.all([
        details.buildDetails(ctx, q.idLang ?? auth.idLang, q.idBusinessManager),
        ctx.isOwner ? undefined : document.auditRead(auth, ctx),
      ]);
      return answer;
    },

    /** GET /api/Ea/eepBmSkills: the nine categories with their lines and both visions (as the viewer may see them). */
    async skills(auth: AuthContext, q: { idUser: number; year: number; idLang?: number }) {
      const ctx = await reviewOf(auth, q.idUser, q.year);
      const { review } = ctx;
      // Another person's review is read (one audit entry with Ea/eepBmDetails), beside the answer.
      const [categories] = await Promise.all([
        details.categories(ctx, q.idLang ?? auth.idLang),
        ctx.isOwner ? undefined : document.auditRead(auth, ctx),
      ]);
      return { id: review.id, idBusinessManager: review.idBusinessManager, rowVersion: review.rowVersion, categories };
    },

    /** PUT /api/Ea/eepBmSkills: the skill payload of the person's review. */
    async saveSkills(auth: AuthContext, body: BmSkillGroups & { id: number; idUser: number; rowVersion: number }) {
      const { id, idUser, rowVersion, ...skills } = body;
      const ctx = await load(auth, id);
      if (ctx.review.personId !== idUser) throw new AppError('NOT_FOUND', 'errors.EEP_BM_NOT_FOUND');
      return save(auth, { id, rowVersion, skills, interviewDate: undefined, functionEntryDate: undefined }, ctx);
    },

    /** GET /api/Ea/eepBmSummary: the summary and the radar's series under a profile. */
    async summary(auth: AuthContext, q: { idUser: number; year: number; idLang?: number; idBusinessManager?: number }) {
      const ctx = await reviewOf(auth, q.idUser, q.year);
      const [summary] = await Promise.all([
        details.summary(ctx, q.idLang ?? auth.idLang, q.idBusinessManager),
        ctx.isOwner ? undefined : document.auditRead(auth, ctx),
      ]);
      return summary;
    },

    /** GET /api/Ea/checkEEPData: the owner's check (submit) or the reviewer's (validate), flags and named fields. */
    async check(auth: AuthContext, q: { id?: number; idUser?: number; year?: number; isUserHimSelf?: string }) {
      const ctx = q.id !== undefined ? await load(auth, q.id) : await reviewOf(auth, q.idUser!, q.year!);
      // The owner only ever sees their own side's check (it would tell what the reviewer has not rated yet).
      const side = ctx.isOwner || q.isUserHimSelf === 'true' ? 'consultant' : 'manager';
      const { review } = ctx;
      const content = await details.content(review, review.idBusinessManager, auth.idLang);
      const { check, flags } = checkOf(review, content, side, auth.idLang);
      return { id: review.id, side: check.side, ...flags, check } as CheckEepData;
    },

    /** GET /api/SpireDoc/downLoadEEPBM: PDF or Word in the review's language, the radar drawn here. */
    async export(
      auth: AuthContext,
      q: {
        id?: number;
        idUser?: number;
        year?: number;
        idLang?: number;
        idBusinessManager?: number;
        format: 'pdf' | 'docx';
      },
    ) {
      const ctx = q.id !== undefined ? await load(auth, q.id) : await reviewOf(auth, q.idUser!, q.year!);
      if (!ctx.perms.canExport) throw new AppError('FORBIDDEN');
      const full = await details.buildDetails(ctx, q.idLang ?? ctx.review.idLang, q.idBusinessManager);
      const rendered = await deps.documents.render(full, q.format);
      // Every export is audited, the owner's too (decision 023 §1b).
      await document.audit(auth, ctx, 'export', `${q.format} ${languageCodeOf(q.idLang ?? ctx.review.idLang)}`);
      return {
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        content: Buffer.from(rendered.content).toString('base64'),
      };
    },
  };
}
export type EepBmService = ReturnType<typeof createEepBmService>;
