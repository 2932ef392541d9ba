/**
 * For the understanding's tests (unit and accuracy): the seeded catalogue in memory behind the real catalogue index,
 * an UnderstandingContext on it, and builders of ExtractedCv lines.
 */
import type { LanguageId } from '@my-skills/shared/constants';
import type { CvTextLine, ExtractedCv } from '../../src/integrations/cv-reading/types';
import { translate } from '../../src/i18n/messages';
import { SKILL_ALIASES } from '../../src/db/seed/reference/skill-aliases';
import { SKILL_TYPES } from '../../src/db/seed/reference/skill-types';
import { SKILLS_BY_TYPE } from '../../src/db/seed/reference/skills';
import { createCatalogueIndex } from '../../src/modules/skills-catalogue/catalogue-index';
import type { SkillRow } from '../../src/modules/skills-catalogue/skills-catalogue.repository';
import { matchSkillWith } from '../../src/modules/cv-import/understanding/index';
import type { UnderstandingContext } from '../../src/modules/cv-import/understanding/types';

/** The seeded catalogue as the index loads it (ids in seed order, types 1… in SKILL_TYPES order). */
export function seededCatalogue(): SkillRow[] {
  const rows: SkillRow[] = [];
  SKILL_TYPES.forEach((type, t) => {
    for (const [idBoond, nameFr, nameEn] of SKILLS_BY_TYPE[type.code] ?? []) {
      rows.push({
        id: rows.length + 1,
        label: nameFr,
        nameFr,
        nameEn: nameEn ?? nameFr,
        idBoond,
        idSkillType: t + 1,
        isActive: true,
        typeFr: type.labelFr,
        typeEn: type.labelEn,
        isSoft: type.isSoft,
        aliases: [...(SKILL_ALIASES[nameFr] ?? [])],
      });
    }
  });
  return rows;
}

export const TODAY = new Date('2026-11-26T10:00:00Z');

/** A context on the seeded catalogue, in a file language (1 French, 2 English). */
export async function testContext(idLang: LanguageId = 1): Promise<UnderstandingContext> {
  const index = createCatalogueIndex(async () => seededCatalogue());
  const find = await index.cvMatcher();
  return {
    idLang,
    idCurrentLang: idLang,
    matchSkill: matchSkillWith(find, idLang),
    skillTypes: SKILL_TYPES.map((t, i) => ({
      id: i + 1,
      code: t.code,
      name: idLang === 2 ? t.labelEn : t.labelFr,
      isSoft: t.isSoft,
    })),
    translate: (key, params) => translate(idLang, key, params),
    today: TODAY,
  };
}

/** The label of a catalogue skill id (the fixtures' expectations name labels). */
export const labelOf = (() => {
  const rows = seededCatalogue();
  return (id: number) => rows[id - 1]?.label ?? `#${id}`;
})();

type LineOptions = Partial<Omit<CvTextLine, 'text'>>;

/** A line of text (body size 10, page 1, block 0 unless told). */
export const line = (text: string, options: LineOptions = {}): CvTextLine => ({
  text,
  page: 1,
  block: 0,
  size: 10,
  bold: false,
  style: null,
  bullet: false,
  ...options,
});
export const heading = (text: string, options: LineOptions = {}) => line(text, { bold: true, size: 13, ...options });
export const bullet = (text: string, options: LineOptions = {}) => line(text, { bullet: true, ...options });
export const bold = (text: string, options: LineOptions = {}) => line(text, { bold: true, ...options });

/** An ExtractedCv of lines; strings are plain lines. */
export const cv = (...lines: (CvTextLine | string)[]): ExtractedCv => ({
  format: 'pdf',
  pages: Math.max(1, ...lines.map((l) => (typeof l === 'string' ? 1 : l.page))),
  lines: lines.map((l) => (typeof l === 'string' ? line(l) : l)),
  ocr: false,
});

/** Lines of one block (a column or a table cell). */
export const inBlock = (block: number, ...lines: (CvTextLine | string)[]) =>
  lines.map((l) => ({ ...(typeof l === 'string' ? line(l) : l), block }));
