/** The texts of the skills search's and exports' workbooks, from the server's dictionary (skills-search.messages.ts). */
import { DC_STATUS_LABELS, type DcStatusId, type LanguageId } from '@my-skills/shared/constants';
import type { ExpiryState } from '@my-skills/shared/schemas/skills-search';
import { languageIdOf, pickLanguage } from '@my-skills/shared/ui-language';
import { translate } from '../../i18n/messages';

export type LabelKey =
  | 'lastName'
  | 'firstName'
  | 'reference'
  | 'role'
  | 'manager'
  | 'years'
  | 'score'
  | 'gaps'
  | 'notHeld'
  | 'language'
  | 'fileStatus'
  | 'skillType'
  | 'skill'
  | 'level'
  | 'certification'
  | 'organism'
  | 'obtained'
  | 'expiry'
  | 'expiresInDays'
  | 'expiryState'
  | 'searchSheet'
  | 'skillsSheet'
  | 'certificationsSheet';

const lang = (idLang: number): LanguageId => languageIdOf(idLang);
export const label = (idLang: number, key: LabelKey): string => translate(lang(idLang), `lists.skillsSearch.${key}`);

export const languageName = (idLang: number, fileLang: number): string =>
  fileLang === 1 || fileLang === 2
    ? translate(lang(idLang), `lists.skillsSearch.language${fileLang}`)
    : String(fileLang);

export const fileStatusName = (idLang: number, status: number): string =>
  status in DC_STATUS_LABELS ? pickLanguage(idLang, DC_STATUS_LABELS[status as DcStatusId]) : String(status);

export const expiryStateName = (idLang: number, state: ExpiryState): string =>
  translate(lang(idLang), `lists.skillsSearch.${state}`);
