/**
 * Business-manager review: how a review reads — the viewer's rights on it (the evaluation's rules on page
 * ficheEepBm, "manages the owner" meaning "reviews the owner"), its content under a profile (cached by row version and
 * the reference data's stamp), the summary with the radar's series, the check of the viewer's next step, and the
 * whole `Ea/eepBmDetails` answer with the reviewer's side hidden from the owner until the review is validated.
 */
import { BUSINESS_MANAGER_PROFILES, BM_RESULTS_EXPECTED, EA_STATUS_LABELS } from '@my-skills/shared/constants';
import {
  EEP_BM_TABS,
  bmCheckFlags,
  bmRadarSeries,
  bmSummary,
  eepBmPermissions,
  hasBusinessManagerReview,
  missingBmData,
  reviewsOwner,
  tabOfMissing,
  vision,
} from '@my-skills/shared/eep-bm-rules';
import type { EvaluationPermissionSet, EvaluationSide } from '@my-skills/shared/evaluation-rules';
import { LANGUAGE_LEVELS } from '@my-skills/shared/languages';
import type { BmCategory, EepBmDetails, EepBmSummary } from '@my-skills/shared/schemas/eep-bm';
import type { EvaluationCheck } from '@my-skills/shared/schemas/evaluation-details';
import type { ObjectState } from '@my-skills/shared/schemas/exchanges';
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { AuthContext } from '../../lib/auth-context';
import { createContentCache } from '../../lib/documents/content-cache';
import { historyAnswer, iso, personRef, reviewPermissionsAnswer } from '../../lib/documents/display';
import { statusNamer } from '../../lib/documents/status-names';
import type { EepBmContent, EepBmRepository, LoadedReview } from './eep-bm.repository';

/** A loaded review and what the viewer may do with it. */
export interface BmContext {
  review: LoadedReview & { id: number };
  isOwner: boolean;
  /** The viewer reviews the owner: above them in the chain, or HR for the top of the chain (no manager). */
  reviewsOwner: boolean;
  perms: EvaluationPermissionSet;
}

export const eepBmStatusName = statusNamer(EA_STATUS_LABELS);

/** The viewer's relation to a review's owner and the rights it gives in `status`. */
export function rightsOn(auth: AuthContext, owner: LoadedReview, status: number) {
  const isOwner = owner.personId === auth.personId;
  const reviews = reviewsOwner(auth, {
    isOwner,
    managesOwner: owner.managesOwner,
    ownerHasManager: owner.managerId !== null,
  });
  const perms = eepBmPermissions(
    auth,
    {
      isOwner,
      managesOwner: reviews,
      ownerEvaluable: hasBusinessManagerReview({
        roleId: owner.ownerRoleId,
        boondProfile: owner.boondProfile,
        idRoleInternal: null,
      }),
      signed: owner.signedAt !== null,
      correctedByViewer: owner.correctedBy?.includes(auth.personId) ?? false,
    },
    status,
  );
  return { isOwner, reviewsOwner: reviews, perms };
}

const profileName = (id: number, idLang: number) => {
  const p = BUSINESS_MANAGER_PROFILES.find((x) => x.id === id);
  return p ? pickLanguage(idLang, p) : String(id);
};
const levelName = (id: number, idLang: number) => {
  const l = LANGUAGE_LEVELS.find((x) => x.id === id);
  return l ? pickLanguage(idLang, l) : '';
};
const round1 = (n: number | null) => (n === null ? null : Number(n));

/** The categories with their lines, as the answers show them (the reviewer's side blanked when hidden). */
function categoriesOf(content: EepBmContent, hideManager: boolean): BmCategory[] {
  return content.categories.map((c) => ({
    id: c.id,
    group: c.group,
    name: c.name,
    objectifMaturity: c.objectifMaturity,
    lines: content.lines
      .filter((l) => l.idCategory === c.id)
      .map((l) => ({
        id: l.id,
        skillName: l.skillName,
        goal: l.goal,
        evaluationConsultant: l.evaluationConsultant,
        evaluationManager: hideManager ? null : l.evaluationManager,
        commentConsultant: l.commentConsultant,
        commentManager: hideManager ? '' : l.commentManager,
      })),
  }));
}

/** The summary under a profile and the radar's series (last year's manager vision when there was a review). */
export function summaryOf(
  content: EepBmContent,
  categories: readonly BmCategory[],
  profile: number,
  idLang: number,
): EepBmSummary {
  const rows = bmSummary(categories);
  const lastYear =
    content.lastYear.length === 0
      ? null
      : categories.map((c) =>
          vision(content.lastYear.filter((l) => l.idCategory === c.id && l.goal > 0).map((l) => l.evaluationManager)),
        );
  const labels = {
    objective: pickLanguage(idLang, { fr: 'Maturité objectif', en: 'Maturity objective' }),
    employee: pickLanguage(idLang, { fr: 'Vision collaborateur', en: 'Employee vision' }),
    manager: pickLanguage(idLang, { fr: 'Vision manager', en: 'Manager vision' }),
    lastYear: pickLanguage(idLang, { fr: 'Vision manager N-1', en: 'Last year’s manager vision' }),
  };
  return {
    idBusinessManager: profile,
    businessManagerName: profileName(profile, idLang),
    rows: rows.map((r, i) => ({ ...r, skillCategTypeName: categories[i]!.name })),
    radar: {
      categories: categories.map((c) => c.name),
      series: bmRadarSeries(rows, lastYear).map((s) => ({ ...s, label: labels[s.key] })),
    },
  };
}

/** The check of one side: what is missing, named by tab, section (category) and field, with the spec's flags. */
export function checkOf(review: LoadedReview, content: EepBmContent, side: EvaluationSide, idLang: number) {
  const categories = categoriesOf(content, false);
  const missing = missingBmData(
    {
      mobility: review.texts.mobility ?? '',
      interviewDate: review.interviewDate,
      categories,
      languages: review.languages,
    },
    side,
  );
  const tabName = (key: string) =>
    pickLanguage(
      idLang,
      EEP_BM_TABS.find((t) => t.key === key)!,
    );
  const fieldNames: Record<string, { fr: string; en: string }> = {
    mobility: { fr: 'Mobilité', en: 'Mobility' },
    interviewDate: { fr: 'Date de l’entretien (réalisé le)', en: 'Interview date (held on)' },
    languages: { fr: 'Au moins une langue, chacune avec son niveau', en: 'At least one language, each with its level' },
  };
  const vision =
    side === 'consultant'
      ? { fr: 'vision collaborateur', en: 'employee vision' }
      : { fr: 'vision manager', en: 'manager vision' };
  const fields = missing.map((key) => {
    const tab = tabOfMissing(key);
    if (key.startsWith('skills.')) {
      const lineId = Number(key.split('.')[2]);
      const line = content.lines.find((l) => l.id === lineId);
      const category = categories.find((c) => c.id === line?.idCategory);
      const sep = idLang === 2 ? ': ' : ' : ';
      return {
        key,
        section: tab,
        name: `${tabName(tab)} › ${category?.name ?? ''} › ${line?.skillName ?? '?'}${sep}${pickLanguage(idLang, vision)}`,
      };
    }
    return { key, section: tab, name: `${tabName(tab)} › ${pickLanguage(idLang, fieldNames[key]!)}` };
  });
  const order = EEP_BM_TABS.map((t) => t.key as string);
  const tabs = [...new Set(fields.map((f) => f.section))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const check: EvaluationCheck = {
    ok: missing.length === 0,
    side,
    missing,
    sections: tabs.map((key) => ({ key, name: tabName(key) })),
    fields,
  };
  return { check, flags: bmCheckFlags(missing) };
}

export function createEepBmDetails(deps: {
  repository: EepBmRepository;
  delivery: (ctx: BmContext) => Promise<ObjectState | null>;
}) {
  const cache = createContentCache<EepBmContent>();

  /** A review's content under a profile, read once per (review, row version, profile, language, reference data). */
  const content = (review: LoadedReview & { id: number }, profile: number, idLang: number) =>
    cache.get(
      `${review.id}:${review.rowVersion}:${profile}:${idLang}:${review.lastYearRowVersion ?? 0}:${review.referenceStamp}`,
      () => deps.repository.content(review.id, profile, idLang, review.lastYearId),
    );

  /** The review as `Ea/eepBmDetails` answers it, under `profile` (the review's own unless previewing another). */
  async function buildDetails(ctx: BmContext, idLang: number, profile?: number): Promise<EepBmDetails> {
    const { review: r, perms } = ctx;
    const shown = profile ?? r.idBusinessManager;
    const [rows, delivery] = await Promise.all([content(r, shown, idLang), deps.delivery(ctx)]);
    const hide = !perms.seesManagerSide;
    const categories = categoriesOf(rows, hide);
    const text = (key: string, managerSide = false) => (managerSide && hide ? '' : (r.texts[key] ?? ''));
    const { check } = checkOf(r, rows, perms.side ?? 'manager', idLang);
    return {
      id: r.id,
      idUser: r.personId,
      reference: r.reference,
      fullName: `${r.firstName} ${r.lastName}`.trim(),
      firstName: r.firstName,
      lastName: r.lastName,
      title: r.position,
      year: r.year,
      idLang: r.idLang,
      idStatus: r.status,
      status: eepBmStatusName(r.status, idLang),
      rowVersion: r.rowVersion,
      idBusinessManager: r.idBusinessManager,
      businessManagerName: profileName(r.idBusinessManager, idLang),
      birthDate: r.birthDate,
      hireDate: r.hireDate,
      manager: personRef(r.managerId, r.managerFirstName, r.managerLastName),
      reviewer: r.managerId === null ? 'hr' : 'manager',
      interviewDate: r.interviewDate,
      interviewDatePrevYear: r.lastYearInterviewDate,
      position: r.position,
      entity: r.entity,
      functionEntryDate: r.functionEntryDate,
      degree: r.degree,
      degreeObtainPeriod: r.degreeObtainPeriod,
      experience: r.experience === null ? null : round1(Number(r.experience)),
      promotionCriteria: text('promotionCriteria', true),
      strengthsManager: text('strengthsManager', true),
      areasOfProgress: text('areasOfProgress', true),
      actionsToBeImplemented: text('actionsToBeImplemented', true),
      shortTermGoal: text('shortTermGoal'),
      shortTermMotivation: text('shortTermMotivation'),
      shortTermWay: text('shortTermWay'),
      longTermGoal: text('longTermGoal'),
      longTermMotivation: text('longTermMotivation'),
      longTermWay: text('longTermWay'),
      mobility: text('mobility'),
      functionalMobility: text('functionalMobility'),
      otherWill: text('otherWill'),
      commentTrainingRequest: text('commentTrainingRequest'),
      results: { rPlus: r.rPlus, sign: r.sign, oc: r.oc, expected: { ...BM_RESULTS_EXPECTED } },
      categories,
      summary: summaryOf(rows, categories, shown, idLang),
      languages: r.languages.map((l, i) => ({
        id: i + 1,
        idEa: r.id,
        name: l.name,
        idLanguageLevel: l.idLanguageLevel,
        levelName: levelName(l.idLanguageLevel, idLang),
      })),
      otherActions: r.otherActions.map((a, i) => ({ id: i + 1, idEa: r.id, ...a })),
      createdAt: iso(r.createdAt)!,
      updatedAt: iso(r.updatedAt)!,
      updatedBy: personRef(r.updatedById, r.updatedByName, null),
      submittedAt: iso(r.submittedAt),
      validatedAt: iso(r.validatedAt),
      signature:
        r.signedAt && r.signedById !== null && r.documentHash
          ? {
              signedBy: { id: r.signedById, name: r.signedByName ?? '' },
              signedAt: iso(r.signedAt)!,
              documentHash: r.documentHash,
            }
          : null,
      correctedByHr: r.correctedByHr,
      history: historyAnswer(rows.history, eepBmStatusName, idLang),
      permissions: reviewPermissionsAnswer({ isOwner: ctx.isOwner, managesOwner: ctx.reviewsOwner }, perms),
      check,
      delivery,
    };
  }

  /** The summary alone (Ea/eepBmSummary): the content under the profile, as the viewer may see it. */
  async function summary(ctx: BmContext, idLang: number, profile?: number): Promise<EepBmSummary> {
    const shown = profile ?? ctx.review.idBusinessManager;
    const rows = await content(ctx.review, shown, idLang);
    return summaryOf(rows, categoriesOf(rows, !ctx.perms.seesManagerSide), shown, idLang);
  }

  /** The nine categories alone (Ea/eepBmSkills), as the viewer may see them. */
  async function categories(ctx: BmContext, idLang: number): Promise<BmCategory[]> {
    const rows = await content(ctx.review, ctx.review.idBusinessManager, idLang);
    return categoriesOf(rows, !ctx.perms.seesManagerSide);
  }

  return { content, buildDetails, summary, categories };
}
export type EepBmDetailsBuilder = ReturnType<typeof createEepBmDetails>;
