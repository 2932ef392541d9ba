/**
 * Every URL of the web app, in one typed map: route patterns (build concrete paths with
 * react-router's `generatePath`) and the API calls. Nothing else spells a URL.
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
  },
} as const;

/** The API calls (all under /api, cookie session). */
export const apiPaths = {
  loginOptions: '/api/Login/options',
  devAccounts: '/api/Login/devAccounts',
  authentication: '/api/Login/authentication',
  me: '/api/Login/me',
  changeRole: '/api/Login/changeRole',
  logout: '/api/Logout',
  userAccounts: '/api/User/userAccount',
  updateLanguage: '/api/User/updateLang',
  profile: '/api/User/profile',
  guide: '/api/File/guide',
  internalRoles: '/api/RoleInternal/GetAll',
  internalRoleById: '/api/RoleInternal/GetById',
  userRoleInfo: '/api/RoleInternal/userRoleInfo',
  userRoleInfoById: '/api/RoleInternal/userRoleInfoById',
  countries: '/api/RoleInternal/countries',
  updateUserRoleInternal: '/api/RoleInternal/UpdateUserRoleInternal',
} as const;
export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
