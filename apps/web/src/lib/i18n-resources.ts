/** The interface texts, one JSON per area and language (keys sorted; French is the fallback). */
import frAuth from '../locales/fr/auth.json';
import frCandidates from '../locales/fr/candidates.json';
import frCommon from '../locales/fr/common.json';
import frDocument from '../locales/fr/document.json';
import frErrors from '../locales/fr/errors.json';
import frEvaluation from '../locales/fr/evaluation.json';
import frLists from '../locales/fr/lists.json';
import frManagerLists from '../locales/fr/managerLists.json';
import frMenus from '../locales/fr/menus.json';
import frSkillsFile from '../locales/fr/skills-file.json';
import frSkillsSearch from '../locales/fr/skillsSearch.json';
import frStaffing from '../locales/fr/staffing.json';
import frTeam from '../locales/fr/team.json';
import enAuth from '../locales/en/auth.json';
import enCandidates from '../locales/en/candidates.json';
import enCommon from '../locales/en/common.json';
import enDocument from '../locales/en/document.json';
import enErrors from '../locales/en/errors.json';
import enEvaluation from '../locales/en/evaluation.json';
import enLists from '../locales/en/lists.json';
import enManagerLists from '../locales/en/managerLists.json';
import enMenus from '../locales/en/menus.json';
import enSkillsFile from '../locales/en/skills-file.json';
import enSkillsSearch from '../locales/en/skillsSearch.json';
import enStaffing from '../locales/en/staffing.json';
import enTeam from '../locales/en/team.json';

export const resources = {
  fr: {
    auth: frAuth,
    candidates: frCandidates,
    common: frCommon,
    document: frDocument,
    errors: frErrors,
    evaluation: frEvaluation,
    lists: frLists,
    managerLists: frManagerLists,
    menus: frMenus,
    skillsFile: frSkillsFile,
    skillsSearch: frSkillsSearch,
    staffing: frStaffing,
    team: frTeam,
  },
  en: {
    auth: enAuth,
    candidates: enCandidates,
    common: enCommon,
    document: enDocument,
    errors: enErrors,
    evaluation: enEvaluation,
    lists: enLists,
    managerLists: enManagerLists,
    menus: enMenus,
    skillsFile: enSkillsFile,
    skillsSearch: enSkillsSearch,
    staffing: enStaffing,
    team: enTeam,
  },
} as const;
