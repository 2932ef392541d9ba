/** The interface texts, one JSON per area and language (keys sorted; French is the fallback). */
import frAuth from '../locales/fr/auth.json';
import frBusinessManagerSkills from '../locales/fr/business-manager-skills.json';
import frCandidates from '../locales/fr/candidates.json';
import frCommon from '../locales/fr/common.json';
import frDocument from '../locales/fr/document.json';
import frEepBm from '../locales/fr/eep-bm.json';
import frErrors from '../locales/fr/errors.json';
import frEvaluation from '../locales/fr/evaluation.json';
import frEvaluationCriteria from '../locales/fr/evaluation-criteria.json';
import frExchanges from '../locales/fr/exchanges.json';
import frKeyPeople from '../locales/fr/key-people.json';
import frLists from '../locales/fr/lists.json';
import frManagerLists from '../locales/fr/managerLists.json';
import frMenus from '../locales/fr/menus.json';
import frRoleSettings from '../locales/fr/role-settings.json';
import frSkillsCatalogue from '../locales/fr/skills-catalogue.json';
import frSkillsFile from '../locales/fr/skills-file.json';
import frSkillsSearch from '../locales/fr/skillsSearch.json';
import frStaffing from '../locales/fr/staffing.json';
import frTeam from '../locales/fr/team.json';
import frTrainings from '../locales/fr/trainings.json';
import enAuth from '../locales/en/auth.json';
import enBusinessManagerSkills from '../locales/en/business-manager-skills.json';
import enCandidates from '../locales/en/candidates.json';
import enCommon from '../locales/en/common.json';
import enDocument from '../locales/en/document.json';
import enEepBm from '../locales/en/eep-bm.json';
import enErrors from '../locales/en/errors.json';
import enEvaluation from '../locales/en/evaluation.json';
import enEvaluationCriteria from '../locales/en/evaluation-criteria.json';
import enExchanges from '../locales/en/exchanges.json';
import enKeyPeople from '../locales/en/key-people.json';
import enLists from '../locales/en/lists.json';
import enManagerLists from '../locales/en/managerLists.json';
import enMenus from '../locales/en/menus.json';
import enRoleSettings from '../locales/en/role-settings.json';
import enSkillsCatalogue from '../locales/en/skills-catalogue.json';
import enSkillsFile from '../locales/en/skills-file.json';
import enSkillsSearch from '../locales/en/skillsSearch.json';
import enStaffing from '../locales/en/staffing.json';
import enTeam from '../locales/en/team.json';
import enTrainings from '../locales/en/trainings.json';

export const resources = {
  fr: {
    auth: frAuth,
    businessManagerSkills: frBusinessManagerSkills,
    candidates: frCandidates,
    common: frCommon,
    document: frDocument,
    eepBm: frEepBm,
    errors: frErrors,
    evaluation: frEvaluation,
    evaluationCriteria: frEvaluationCriteria,
    exchanges: frExchanges,
    keyPeople: frKeyPeople,
    lists: frLists,
    managerLists: frManagerLists,
    menus: frMenus,
    roleSettings: frRoleSettings,
    skillsCatalogue: frSkillsCatalogue,
    skillsFile: frSkillsFile,
    skillsSearch: frSkillsSearch,
    staffing: frStaffing,
    team: frTeam,
    trainings: frTrainings,
  },
  en: {
    auth: enAuth,
    businessManagerSkills: enBusinessManagerSkills,
    candidates: enCandidates,
    common: enCommon,
    document: enDocument,
    eepBm: enEepBm,
    errors: enErrors,
    evaluation: enEvaluation,
    evaluationCriteria: enEvaluationCriteria,
    exchanges: enExchanges,
    keyPeople: enKeyPeople,
    lists: enLists,
    managerLists: enManagerLists,
    menus: enMenus,
    roleSettings: enRoleSettings,
    skillsCatalogue: enSkillsCatalogue,
    skillsFile: enSkillsFile,
    skillsSearch: enSkillsSearch,
    staffing: enStaffing,
    team: enTeam,
    trainings: enTrainings,
  },
} as const;
