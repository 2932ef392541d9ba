/**
 * Rules of the skills' aliases (migration 0013): an alias is one skill's only — no other skill has it as an alias, a
 * label or a name (409, naming the alias and the skill) — and no skill is given a label or name that is another skill's
 * alias. The schema already made them trimmed, 1–60 characters and unique whatever the case within the list.
 */
import type { Trx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { ALIAS_UNIQUE_INDEX } from './skill-aliases.repository';
import type { SkillsCatalogueRepository } from './skills-catalogue.repository';

const lower = (s: string) => s.toLowerCase();

/** The aliases to store: those equal to the skill's own label or names are dropped (they add nothing). */
export const ownAliases = (aliases: readonly string[], ownNames: readonly string[]) => {
  const names = new Set(ownNames.map(lower));
  return aliases.filter((alias) => !names.has(lower(alias)));
};

/** A unique violation on the aliases' index: a concurrent writer took one of them. */
export const isAliasTaken = (error: unknown) =>
  (error as { code?: unknown; constraint?: unknown } | null)?.code === '23505' &&
  (error as { constraint?: unknown }).constraint === ALIAS_UNIQUE_INDEX;

export function createAliasRules(repo: SkillsCatalogueRepository) {
  return {
    /** Refuses aliases another skill (not `exceptId`) has as an alias, a label or a name. */
    async assertAliasesFree(aliases: readonly string[], exceptId: number | null, trx?: Trx) {
      const [asAlias] = await repo.aliasOwners(aliases, exceptId, trx);
      if (asAlias)
        throw new AppError('CONFLICT', 'errors.SKILL_ALIAS_TAKEN', { alias: asAlias.alias, label: asAlias.label });
      const [asName] = await repo.nameOwners(aliases, exceptId, trx);
      if (asName) {
        const names = new Set([asName.label, asName.nameFr, asName.nameEn].map(lower));
        const alias = aliases.find((a) => names.has(lower(a)))!;
        throw new AppError('CONFLICT', 'errors.SKILL_ALIAS_TAKEN', { alias, label: asName.label });
      }
    },

    /** Refuses a label or name that is another skill's alias. */
    async assertNamesNotAliases(names: readonly string[], exceptId: number | null, trx?: Trx) {
      const [owner] = await repo.aliasOwners(names, exceptId, trx);
      if (owner)
        throw new AppError('CONFLICT', 'errors.SKILL_NAME_IS_ALIAS', { name: owner.alias, label: owner.label });
    },
  };
}
