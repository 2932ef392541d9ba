/** The columns of the three workbooks (the search's result, skills per person, certifications), translated. */
import type {
  CertificationsExportRow,
  SkillsExportRow,
  SkillsSearchRow,
} from '@my-skills/shared/schemas/skills-search';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { expiryStateName, fileStatusName, label, languageName } from './skills-search.labels';
import type { NamedCriterion } from './skills-search.service';

/**
 * The search's result: the person's columns the grid shows (`wanted`, required ones kept; default all), the coverage
 * in percent, then always one column per criterion (its level, empty when not held) and the gaps in words
 * ("Kubernetes 1/3; Docker not held/2").
 */
export function searchColumns(
  idLang: number,
  criteria: NamedCriterion[],
  wanted: readonly string[] | undefined,
  required: readonly string[],
): ExcelColumn<SkillsSearchRow>[] {
  const person: ExcelColumn<SkillsSearchRow>[] = [
    { key: 'lastName', header: label(idLang, 'lastName'), width: 20, value: (r) => r.lastName },
    { key: 'firstName', header: label(idLang, 'firstName'), width: 18, value: (r) => r.firstName },
    { key: 'reference', header: label(idLang, 'reference'), width: 14, value: (r) => r.reference },
    { key: 'role', header: label(idLang, 'role'), width: 20, value: (r) => r.role.name },
    { key: 'managerName', header: label(idLang, 'manager'), width: 22, value: (r) => r.managerName },
    { key: 'idLang', header: label(idLang, 'language'), width: 14, value: (r) => languageName(idLang, r.idLang) },
    {
      key: 'dcStatus',
      header: label(idLang, 'fileStatus'),
      width: 14,
      value: (r) => fileStatusName(idLang, r.dcStatus),
    },
    { key: 'years', header: label(idLang, 'years'), width: 12, value: (r) => r.years },
    { key: 'score', header: label(idLang, 'score'), width: 12, value: (r) => Math.round(r.score * 1000) / 10 },
  ];
  return [
    ...visibleColumns(person, wanted, required),
    ...criteria.map((c, i): ExcelColumn<SkillsSearchRow> => ({
      key: `criterion${i}`,
      header: `${c.name} (≥ ${c.minLevel})`,
      width: Math.min(40, Math.max(12, c.name.length + 6)),
      value: (r) =>
        r.matched.find((m) => m.idSkill === c.idSkill)?.level ?? r.gaps.find((g) => g.idSkill === c.idSkill)?.level,
    })),
    {
      key: 'gaps',
      header: label(idLang, 'gaps'),
      width: 40,
      value: (r) =>
        r.gaps
          .map((g) => `${g.name} ${g.level === null ? label(idLang, 'notHeld') : g.level}/${g.minLevel}`)
          .join('; '),
    },
  ];
}

export function skillsColumns(idLang: number): ExcelColumn<SkillsExportRow>[] {
  return [
    { key: 'lastName', header: label(idLang, 'lastName'), width: 20, value: (r) => r.lastName },
    { key: 'firstName', header: label(idLang, 'firstName'), width: 18, value: (r) => r.firstName },
    { key: 'reference', header: label(idLang, 'reference'), width: 14, value: (r) => r.reference },
    { key: 'idLang', header: label(idLang, 'language'), width: 14, value: (r) => languageName(idLang, r.idLang) },
    {
      key: 'dcStatus',
      header: label(idLang, 'fileStatus'),
      width: 14,
      value: (r) => fileStatusName(idLang, r.dcStatus),
    },
    { key: 'skillType', header: label(idLang, 'skillType'), width: 26, value: (r) => r.skillType },
    { key: 'skill', header: label(idLang, 'skill'), width: 30, value: (r) => r.skill },
    { key: 'level', header: label(idLang, 'level'), width: 8, value: (r) => r.level },
  ];
}

export function certificationsColumns(idLang: number): ExcelColumn<CertificationsExportRow>[] {
  return [
    { key: 'lastName', header: label(idLang, 'lastName'), width: 20, value: (r) => r.lastName },
    { key: 'firstName', header: label(idLang, 'firstName'), width: 18, value: (r) => r.firstName },
    { key: 'reference', header: label(idLang, 'reference'), width: 14, value: (r) => r.reference },
    { key: 'name', header: label(idLang, 'certification'), width: 40, value: (r) => r.name },
    { key: 'organism', header: label(idLang, 'organism'), width: 24, value: (r) => r.organism },
    { key: 'obtained', header: label(idLang, 'obtained'), width: 14, value: (r) => r.obtained, date: true },
    { key: 'expiry', header: label(idLang, 'expiry'), width: 14, value: (r) => r.expiry, date: true },
    { key: 'expiresInDays', header: label(idLang, 'expiresInDays'), width: 16, value: (r) => r.expiresInDays },
    {
      key: 'expiryState',
      header: label(idLang, 'expiryState'),
      width: 24,
      value: (r) => expiryStateName(idLang, r.expiryState),
    },
  ];
}

/** The columns the export body names (`columns`: the visible ones, in order), the required ones kept; default all. */
export function visibleColumns<Row>(
  all: ExcelColumn<Row>[],
  wanted: readonly string[] | undefined,
  required: readonly string[],
): ExcelColumn<Row>[] {
  if (!wanted?.length) return all;
  const keys = [...new Set([...required.filter((k) => !wanted.includes(k)), ...wanted])];
  return keys.flatMap((k) => all.find((c) => c.key === k) ?? []);
}
