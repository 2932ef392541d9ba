/**
 * Every page URL of the web app, in one typed map: route patterns (build concrete paths with react-router's
 * `generatePath`). The API calls' paths live in the call registry (packages/shared/src/calls).
 */
export const paths = {
  signIn: '/',
  reset: '/reset',
  status: {
    root: '/status',
    forbidden: '/status/403',
    notFound: '/status/404',
    serverError: '/status/500',
    maintenance: '/status/maintenance',
    comingSoon: '/status/coming-soon',
  },
  page: {
    home: '/page/accueil',
    management: '/page/management',
    dcMenu: '/page/dc/menu',
    dcCreate: '/page/dc/create',
    dcCreateFor: '/page/dc/create/:idUser/:idLang',
    dcFile: '/page/dc/fiche/:id/:idLang',
    /** ?idUser=&idLang= (default: the signed-in person, the interface language). */
    dcImport: '/page/dc/import',
    eaMenu: '/page/ea/menu',
    eaFile: '/page/ea/fiche/:year/:id',
    eepBmFile: '/page/eep/bm/fiche/:year/:id',
    documentPdf: '/document/pdf',
  },
  management: {
    root: '/management',
    administration: '/management/administration',
    skills: '/management/competence',
    keyPeopleList: '/management/listeKP',
    keyPeople: '/management/key-people/:idUser',
    skillsList: '/management/listSkills',
    otherSkillsList: '/management/listOtherSkills',
    evaluationCriteria: '/management/evaluationCriteria',
    businessManagerSkills: '/management/businessManagerSkills',
    employees: '/management/collaborateur',
    managers: '/management/manager',
    candidates: '/management/candidat',
    trainings: '/management/formationsCertifications',
    eepList: '/management/listeEEP',
    eepManagerList: '/management/listEEPManager',
    exportCertifications: '/management/exportCertifications',
    exportSkills: '/management/exportCompetences',
    cvImportLogs: '/management/logsCv2Dc',
    roleSettings: '/management/droitDAcces',
    exchanges: '/management/exchanges',
    boondMapping: '/management/exchanges/mapping',
    mailbox: '/management/mailbox',
  },
} as const;
