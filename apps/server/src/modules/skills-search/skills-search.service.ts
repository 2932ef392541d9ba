/**
 * The skills search and its lists (decision 019): every answer holds only the people the caller follows
 * (`followedBy(orgViewerOf(auth))`); levels, years and skills are read from each person's chosen file
 * (packages/shared FILE_CHOICE). The score is the shared `skillCoverage`, computed in SQL to rank.
 */
import { roleRef } from '@my-skills/shared/roles';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import type { SearchSkillsQuery, Skill } from '@my-skills/shared/schemas/skills-catalogue';
import {
  SKILL_LOOKUP_LIMIT,
  type CertificationsExportRow,
  type SkillLookup,
  type SkillsExportRow,
  type SkillsPeoplePage,
  type SkillsPeopleQuery,
  type SkillsSearchFilters,
  type SkillsSearchPage,
  type SkillsSearchRow,
} from '@my-skills/shared/schemas/skills-search';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { EXPORT_BATCH } from '../../lib/lists/batches';
import { orgViewerOf } from '../people/org-chart.repository';
import type { SkillsListsRepository } from './skills-lists.repository';
import type { SkillDemandPort } from '../../lib/skill-gaps';
import type { RankedRow, SkillsSearchRepository } from './skills-search.repository';
import { monthOf } from './person-facts.repository';

export interface SkillsSearchDeps {
  search: SkillsSearchRepository;
  lists: SkillsListsRepository;
  /** The catalogue's in-memory search (skills-catalogue module). */
  catalogue: { searchSkills(query: SearchSkillsQuery, idLang: number): Promise<Skill[]> };
  /** Records the skills asked for (issue 22 §2: the demand behind training suggestions). */
  demand?: SkillDemandPort;
  now: () => Date;
}

/** A criterion with its skill's name in the caller's language. */
export interface NamedCriterion {
  idSkill: number;
  minLevel: number;
  name: string;
}

/** The search's answer for an export: the criteria (for the columns), the count, every row batch after batch. */
export interface SearchExport {
  criteria: NamedCriterion[];
  total: number;
  rows: AsyncIterable<SkillsSearchRow>;
}

/** An export's rows, read a batch at a time after the sorted keys. */
export interface ListExportRows<Row> {
  total: number;
  rows: AsyncIterable<Row>;
}

async function* inBatches<Key, Row>(keys: readonly Key[], read: (batch: Key[]) => Promise<Row[]>): AsyncGenerator<Row> {
  for (let i = 0; i < keys.length; i += EXPORT_BATCH) {
    for (const row of await read(keys.slice(i, i + EXPORT_BATCH))) yield row;
  }
}

export function createSkillsSearchService({ search, lists, catalogue, demand, now }: SkillsSearchDeps) {
  const today = () => now().toISOString().slice(0, 10);

  /** The criteria with their names; an unknown skill is bad input (400 naming the criterion). */
  async function namedCriteria(auth: AuthContext, filters: SkillsSearchFilters): Promise<NamedCriterion[]> {
    const skills = await search.skillNames(filters.criteria.map((c) => c.idSkill));
    const byId = new Map(skills.map((s) => [s.id, s]));
    const unknown = filters.criteria.flatMap((c, i) =>
      byId.has(c.idSkill) ? [] : [{ path: `criteria.${i}.idSkill`, message: 'unknown skill' }],
    );
    if (unknown.length) throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', {}, unknown);
    return filters.criteria.map((c) => {
      const skill = byId.get(c.idSkill)!;
      return { ...c, name: pickLanguage(auth.idLang, { fr: skill.nameFr, en: skill.nameEn }) };
    });
  }

  /** The ranked rows as the answer shows them (details read for these rows only). */
  async function toRows(auth: AuthContext, criteria: NamedCriterion[], ranked: RankedRow[]) {
    const details = new Map((await search.details(ranked, monthOf(now()))).map((d) => [d.id, d]));
    return ranked.map((r): SkillsSearchRow => {
      const d = details.get(r.personId)!;
      const levels = criteria.map((c, i) => ({ ...c, level: r.levels[i] ?? null }));
      return {
        id: r.personId,
        firstName: d.firstName,
        lastName: d.lastName,
        reference: d.reference,
        role: roleRef(d.roleId ?? 0, auth.idLang),
        managerName: d.managerName,
        idDc: r.idDc,
        idLang: r.idLang,
        dcStatus: r.dcStatus,
        years: d.years,
        score: r.score,
        matched: levels.flatMap((c) => (c.level !== null && c.level >= c.minLevel ? [{ ...c, level: c.level }] : [])),
        gaps: levels.filter((c) => c.level === null || c.level < c.minLevel),
      };
    });
  }

  return {
    /** all, recherche, filtreType, filtreParCompetence: the people followed, with their files. */
    async people(auth: AuthContext, query: SkillsPeopleQuery): Promise<SkillsPeoplePage> {
      const { rows, total } = await lists.people(orgViewerOf(auth), query, monthOf(now()));
      return {
        items: rows.map((r) => ({
          id: r.id,
          firstName: r.firstName,
          lastName: r.lastName,
          reference: r.reference,
          role: roleRef(r.roleId ?? 0, auth.idLang),
          managerName: r.managerName,
          files: [1, 2].map((idLang) => {
            const file = r.files?.find((f) => f.idLang === idLang);
            return { idLang, idDc: file?.idDc ?? null, status: file?.status ?? 0 };
          }),
          idDc: r.idDc,
          idLang: r.idLang,
          years: r.years,
          skillCount: r.skillCount,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** filtreSkill: active catalogue skills matching a term, names in the caller's language (or idLang's). */
    async lookup(
      auth: AuthContext,
      query: { searchTerm: string; idLang?: number; ids?: number[] },
    ): Promise<SkillLookup[]> {
      const idLang = query.idLang ?? auth.idLang;
      if (query.ids) {
        const found = new Map((await search.skillNames(query.ids)).map((s) => [s.id, s]));
        return query.ids.flatMap((id) => {
          const s = found.get(id);
          return s
            ? [
                {
                  id,
                  name: pickLanguage(idLang, { fr: s.nameFr, en: s.nameEn }),
                  idSkillType: s.idSkillType,
                  skillTypeName: pickLanguage(idLang, { fr: s.typeFr, en: s.typeEn }),
                },
              ]
            : [];
        });
      }
      const skills = await catalogue.searchSkills(
        { searchTerm: query.searchTerm, includeInactive: false, idLang },
        idLang,
      );
      return skills.slice(0, SKILL_LOOKUP_LIMIT).map((s) => ({
        id: s.id,
        name: s.name,
        idSkillType: s.idSkillType,
        skillTypeName: s.skillTypeName,
      }));
    },

    /** filtreCritereCompetence: a page of the ranked search. */
    async search(
      auth: AuthContext,
      body: SkillsSearchFilters & { page: number; pageSize: number },
    ): Promise<SkillsSearchPage> {
      const criteria = await namedCriteria(auth, body);
      // One search, one demand: its first page only (paging on is the same question) — recorded beside the
      // search (its own connection on PostgreSQL), both awaited.
      const [, ranked] = await Promise.all([
        body.page === 1 ? demand?.record(body.criteria, auth.personId) : undefined,
        search.ranked(
          orgViewerOf(auth),
          body,
          { limit: body.pageSize, offset: (body.page - 1) * body.pageSize },
          monthOf(now()),
        ),
      ]);
      return {
        items: await toRows(auth, criteria, ranked.rows),
        total: ranked.total,
        ...(ranked.capped ? { totalCapped: true } : {}),
        page: body.page,
        pageSize: body.pageSize,
      };
    },

    /** exportCritereCompetence: every ranked row (the ranking once; the details a batch at a time). */
    async searchExport(auth: AuthContext, body: SkillsSearchFilters): Promise<SearchExport> {
      const criteria = await namedCriteria(auth, body);
      const { rows: ranked } = await search.ranked(orgViewerOf(auth), body, null, monthOf(now()));
      return {
        criteria,
        total: ranked.length,
        rows: inBatches(ranked, (batch) => toRows(auth, criteria, batch)),
      };
    },

    /** skillsExport: a page of the skills per person. */
    async skillsPage(auth: AuthContext, query: ListQuery) {
      const { keys, total } = await lists.skillKeys(orgViewerOf(auth), query, auth.idLang, query);
      const rows = await lists.skillRows(keys, auth.idLang);
      return { items: rows.map(({ key: _key, ...row }): SkillsExportRow => row), total, ...pageOf(query) };
    },

    async skillsExport(auth: AuthContext, query: ListExport): Promise<ListExportRows<SkillsExportRow>> {
      const { keys, total } = await lists.skillKeys(orgViewerOf(auth), query, auth.idLang, null);
      return { total, rows: inBatches(keys, (batch) => lists.skillRows(batch, auth.idLang)) };
    },

    /** certificationsExport: a page of the certifications. */
    async certificationsPage(auth: AuthContext, query: ListQuery) {
      const day = today();
      const { keys, total } = await lists.certificationKeys(orgViewerOf(auth), query, day, query);
      const rows = await lists.certificationRows(keys, day);
      return { items: rows.map(({ key: _key, ...row }): CertificationsExportRow => row), total, ...pageOf(query) };
    },

    async certificationsExport(auth: AuthContext, query: ListExport): Promise<ListExportRows<CertificationsExportRow>> {
      const day = today();
      const { keys, total } = await lists.certificationKeys(orgViewerOf(auth), query, day, null);
      return { total, rows: inBatches(keys, (batch) => lists.certificationRows(batch, day)) };
    },
  };
}
export type SkillsSearchService = ReturnType<typeof createSkillsSearchService>;

const pageOf = (query: ListQuery) => ({ page: query.page, pageSize: query.pageSize });
