/**
 * The catalogue of trainings and certifications (TrainingCatalogue/*, issue 22 §2): administrators (page permission
 * managementSkills, as the skills catalogue's screens) list, add, change and deactivate entries. An entry covers
 * active catalogue skills and business-manager lines, each with the level (1–4) it brings a person to; a French
 * title and organism name one entry. Deactivated entries are kept (past wishes name them) and no longer suggested.
 */
import { TRAINING_SCHEMES, TRAINING_TYPES } from '@my-skills/shared/constants';
import type { CatalogueEntry, CatalogueEntryBody } from '@my-skills/shared/schemas/skills-gaps';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { CatalogueDbRow, CatalogueRepository } from './catalogue.repository';
import { labelOf } from './trainings.service';

const notFound = () => new AppError('NOT_FOUND', 'errors.CATALOGUE_ENTRY_NOT_FOUND');

export function toCatalogueEntry(e: CatalogueDbRow, idLang: number): CatalogueEntry {
  const name = (x: { nameFr: string; nameEn: string }) => pickLanguage(idLang, { fr: x.nameFr, en: x.nameEn });
  return {
    id: e.id,
    type: labelOf(TRAINING_TYPES, e.type, idLang),
    titleFr: e.titleFr,
    titleEn: e.titleEn,
    title: pickLanguage(idLang, { fr: e.titleFr, en: e.titleEn }),
    organism: e.organism,
    durationHours: e.durationHours,
    costExclTax: Number(e.costExclTax),
    scheme: labelOf(TRAINING_SCHEMES, e.scheme, idLang),
    isActive: e.isActive,
    skills: e.skills.map((s) => ({ idSkill: s.idSkill, name: name(s), level: s.level })),
    lines: e.lines.map((l) => ({ idLine: l.idLine, name: name(l), level: l.level })),
  };
}

export function createCatalogueService(repo: CatalogueRepository) {
  async function check(body: CatalogueEntryBody, id: number | null) {
    const known = await repo.knownCoverage(
      body.skills.map((s) => s.idSkill),
      body.lines.map((l) => l.idLine),
    );
    if (known.skills !== body.skills.length) throw new AppError('BUSINESS_RULE', 'errors.CATALOGUE_UNKNOWN_SKILL');
    if (known.lines !== body.lines.length) throw new AppError('BUSINESS_RULE', 'errors.CATALOGUE_UNKNOWN_LINE');
    if ((await repo.duplicateOf(body, id)) !== undefined)
      throw new AppError('CONFLICT', 'errors.CATALOGUE_DUPLICATE', { title: body.titleFr, organism: body.organism });
  }

  return {
    /** GET TrainingCatalogue/list: every entry, active first. */
    async list(auth: AuthContext) {
      return { items: (await repo.list()).map((e) => toCatalogueEntry(e, auth.idLang)) };
    },

    /** POST TrainingCatalogue/save[?id]. */
    async save(auth: AuthContext, id: number | undefined, body: CatalogueEntryBody): Promise<CatalogueEntry> {
      await check(body, id ?? null);
      const saved = await repo
        .transaction(async (trx) => {
          if (id === undefined) return repo.insert(trx, body, auth.personId);
          if (!(await repo.update(trx, id, body, auth.personId))) throw notFound();
          return id;
        })
        .catch((error: unknown) => {
          // The same title and organism saved at the same moment by someone else: the unique index answers.
          if ((error as { code?: string }).code === '23505')
            throw new AppError('CONFLICT', 'errors.CATALOGUE_DUPLICATE', {
              title: body.titleFr,
              organism: body.organism,
            });
          throw error;
        });
      return toCatalogueEntry((await repo.byId(saved))!, auth.idLang);
    },

    /** PUT TrainingCatalogue/active?id. */
    async setActive(auth: AuthContext, id: number, isActive: boolean): Promise<CatalogueEntry> {
      if (!(await repo.setActive(id, isActive, auth.personId))) throw notFound();
      return toCatalogueEntry((await repo.byId(id))!, auth.idLang);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
