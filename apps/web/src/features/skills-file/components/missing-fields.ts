import type { TFunction } from 'i18next';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';

/** The sections whose rows `isDCDataOK` can name ('{section}.{id}.{field}'). */
export type RowSection = 'experiences' | 'educations' | 'languages' | 'certifications' | 'projects';

const ROW_FIELD_LABELS: Record<string, string> = {
  'experiences.position': 'experience.position',
  'educations.degree': 'education.degree',
  'languages.languageCode': 'language.language',
  'languages.idLevel': 'language.level',
  'certifications.name': 'certification.name',
  'projects.name': 'project.name',
};

/** Is this file-level key ('experiences', 'skills') missing? */
export const isMissing = (dc: DcDetails, key: string) => dc.check.missing.includes(key);

/** The fields of one row that `isDCDataOK` lists as missing. */
export const missingFieldsOfRow = (dc: DcDetails, section: RowSection, id: number) =>
  dc.check.missing
    .filter((key) => key.startsWith(`${section}.${id}.`))
    .map((key) => key.slice(`${section}.${id}.`.length));

function rowName(dc: DcDetails, section: RowSection, id: number): string {
  switch (section) {
    case 'experiences':
      return dc.experiences.find((r) => r.id === id)?.client ?? '';
    case 'educations':
      return dc.educations.find((r) => r.id === id)?.school ?? '';
    case 'languages':
      return dc.languages.find((r) => r.id === id)?.languageName ?? '';
    case 'certifications':
      return dc.certifications.find((r) => r.id === id)?.organism ?? '';
    case 'projects':
      return '';
  }
}

/**
 * The missing list of `isDCDataOK` (by default the one read with the file; else the keys of the server's 422), in
 * words, for the warning dialog before submit.
 */
export function describeMissing(
  dc: DcDetails,
  t: TFunction<'skillsFile'>,
  missing: readonly string[] = dc.check.missing,
): string[] {
  return missing.map((key) => {
    if (key === 'experiences') return t('missing.experiences');
    if (key === 'skills') return t('missing.skills');
    const [section, idText, field] = key.split('.');
    const labelKey = ROW_FIELD_LABELS[`${section}.${field}`];
    if (!section || !idText || !field || !labelKey) return key;
    const name = rowName(dc, section as RowSection, Number(idText));
    return t('missing.rowField', {
      section: t(`sections.${section}`),
      field: t(labelKey),
      row: name ? ` (${name})` : '',
    });
  });
}
