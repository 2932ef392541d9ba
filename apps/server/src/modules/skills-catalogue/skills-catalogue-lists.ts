/**
 * The catalogue's two lists on the lists' layer (issue 19): the skills (with their usage and aliases) and the other
 * skills of the files (with the catalogue skill of the same name, a candidate for a merge), a page at a time, and
 * their Excel exports of exactly what is filtered. Part of the catalogue's service.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import type { ManagedSkill, OtherSkill, OtherSkillPage, SkillPage } from '@my-skills/shared/schemas/skills-catalogue';
import { byLanguage } from '@my-skills/shared/ui-language';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { allPages } from '../../lib/lists/batches';
import { translate } from '../../i18n/messages';
import type { CatalogueListRow, OtherSkillListRow } from './skills-catalogue-lists.repository';
import type { SkillRow, SkillsCatalogueRepository } from './skills-catalogue.repository';

type Matcher = (name: string) => SkillRow | undefined;

export interface CatalogueListsDeps {
  repo: SkillsCatalogueRepository;
  /** Finds the catalogue skill of a name (the in-memory index). */
  matcher: () => Promise<Matcher>;
  /** A skill row as the API shows it (skills-catalogue.service.ts). */
  toManaged: (row: Omit<CatalogueListRow, 'total'>, idLang: number, usage: ManagedSkill['usage']) => ManagedSkill;
  /** The quick search's fold (case and accents), as the SQL side folds the fields. */
  fold: (text: string) => string;
}

const toOtherSkill = (row: OtherSkillListRow, idLang: number, match: Matcher): OtherSkill => {
  const found = match(row.name);
  return {
    name: row.name,
    names: row.names,
    idSkillType: row.idSkillType,
    skillTypeName: byLanguage(idLang, row.typeFr, row.typeEn),
    fileCount: row.fileCount,
    catalogueMatch: found ? { id: found.id, label: found.label, isActive: found.isActive } : null,
  };
};

export function createCatalogueLists({ repo, matcher, toManaged, fold }: CatalogueListsDeps) {
  /** The query with its quick search folded as the SQL side folds the fields. */
  const folded = <Q extends { searchTerm: string }>(query: Q): Q => ({ ...query, searchTerm: fold(query.searchTerm) });

  const managedRows = async (rows: CatalogueListRow[], idLang: number) => {
    const usage = await repo.usage(rows.map((r) => r.id));
    return rows.map((r) => toManaged(r, idLang, usage.get(r.id)!));
  };

  return {
    /** GET /api/ListeDc/listSkills: the catalogue filtered, sorted and paged, with each skill's usage and aliases. */
    async listSkills(query: ListQuery, idLang: number): Promise<SkillPage> {
      const q = folded(query);
      const rows = await repo.skillsListPage(q);
      const total = rows[0]?.total ?? (q.page > 1 ? await repo.skillsListCount(q) : 0);
      return { items: await managedRows(rows, idLang), total, page: q.page, pageSize: q.pageSize };
    },

    /** The catalogue's export: the rows of exactly what the list shows, the columns in the caller's language. */
    async exportSkills(query: ListExport, idLang: LanguageId) {
      const q = folded(query);
      const total = await repo.skillsListCount(q);
      // Usage per batch (one round trip per batch of skills).
      const rows = allPages(async (page, size) => managedRows(await repo.skillsListBatch(q, page, size), idLang));
      return { total, rows, columns: skillColumns(idLang, query.columns) };
    },

    /** GET /api/ListeDc/listOtherSkills: the other skills filtered, sorted and paged. */
    async listOtherSkills(query: ListQuery, idLang: number): Promise<OtherSkillPage> {
      const q = folded(query);
      const [rows, match] = await Promise.all([repo.otherSkillsListPage(q), matcher()]);
      const total = rows[0]?.total ?? (q.page > 1 ? await repo.otherSkillsListCount(q) : 0);
      return { items: rows.map((r) => toOtherSkill(r, idLang, match)), total, page: q.page, pageSize: q.pageSize };
    },

    async exportOtherSkills(query: ListExport, idLang: LanguageId) {
      const q = folded(query);
      const [total, match] = await Promise.all([repo.otherSkillsListCount(q), matcher()]);
      const rows = (async function* () {
        for await (const r of allPages((page, size) => repo.otherSkillsListBatch(q, page, size)))
          yield toOtherSkill(r, idLang, match);
      })();
      return { total, rows, columns: otherSkillColumns(idLang, query.columns) };
    },
  };
}
export type CatalogueLists = ReturnType<typeof createCatalogueLists>;

type Column<Row> = ExcelColumn<Row> & { shownWith?: string };
/** The visible columns (all by default), the required one always; a column `shownWith` another follows it. */
const visibleOf = <Row>(all: Column<Row>[], visible: string[] | undefined, required: string): ExcelColumn<Row>[] =>
  all
    .filter((c) => !visible || c.key === required || visible.includes(c.shownWith ?? c.key))
    .map(({ shownWith: _, ...c }) => c);

function skillColumns(idLang: LanguageId, visible: string[] | undefined) {
  const h = (key: string) => translate(idLang, `lists.skills.${key}`);
  const all: Column<ManagedSkill>[] = [
    { key: 'label', header: h('label'), width: 28, value: (s) => s.label },
    { key: 'nameFr', header: h('nameFr'), width: 28, value: (s) => s.nameFr },
    { key: 'nameEn', header: h('nameEn'), width: 28, value: (s) => s.nameEn },
    { key: 'aliases', header: h('aliases'), width: 24, value: (s) => s.aliases.join(', ') },
    { key: 'aliasCount', header: h('aliasCount'), width: 10, value: (s) => s.aliases.length },
    { key: 'skillType', header: h('skillType'), width: 28, value: (s) => s.skillTypeName },
    { key: 'idBoond', header: h('idBoond'), width: 14, value: (s) => s.idBoond },
    { key: 'isActive', header: h('isActive'), width: 10, value: (s) => s.isActive },
    { key: 'files', header: h('files'), width: 10, value: (s) => s.usage.files },
    { key: 'profiles', shownWith: 'files', header: h('profiles'), width: 10, value: (s) => s.usage.profiles },
    { key: 'tools', shownWith: 'files', header: h('tools'), width: 10, value: (s) => s.usage.tools },
    {
      key: 'certifications',
      shownWith: 'files',
      header: h('certifications'),
      width: 10,
      value: (s) => s.usage.certifications,
    },
  ];
  return visibleOf(all, visible, 'label');
}

function otherSkillColumns(idLang: LanguageId, visible: string[] | undefined) {
  const h = (key: string) => translate(idLang, `lists.otherSkills.${key}`);
  const all: Column<OtherSkill>[] = [
    { key: 'name', header: h('name'), width: 28, value: (o) => o.name },
    { key: 'names', header: h('names'), width: 36, value: (o) => o.names },
    { key: 'skillType', header: h('skillType'), width: 28, value: (o) => o.skillTypeName },
    { key: 'fileCount', header: h('fileCount'), width: 10, value: (o) => o.fileCount },
    {
      key: 'hasCatalogueMatch',
      header: h('hasCatalogueMatch'),
      width: 12,
      value: (o) => o.catalogueMatch !== null,
    },
    {
      key: 'catalogueMatch',
      shownWith: 'hasCatalogueMatch',
      header: h('catalogueMatch'),
      width: 28,
      value: (o) => o.catalogueMatch?.label ?? null,
    },
  ];
  return visibleOf(all, visible, 'name');
}
