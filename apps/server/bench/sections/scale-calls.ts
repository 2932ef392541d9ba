/**
 * What the scale section measures (issue 24 §1): every paged list and search, first page without and with a filter;
 * every document read; the exports. Each call names who sends it (the first of its accounts the server lets read
 * it): HR for the lists that cover everyone, the business-unit director for the evaluations he follows and the
 * skills search, the DPO for the audit trail, the recruiter for the candidates, the generated director with the most
 * reports for a chain.
 */
import type { PopulationIds } from './scale-population';

export type Account = 'hr' | 'julien' | 'marc' | 'paul' | 'camille' | 'director';

export interface ScaleCall {
  /** Stable across populations: the twin of a figure at 5 000 people has the same key. */
  key: string;
  kind: 'list' | 'document' | 'export';
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  as: Account[];
}

const f = (...filters: { field: string; op: string; value?: string }[]) =>
  `filters=${encodeURIComponent(JSON.stringify(filters))}`;

/** A list's first page, without and with a filter, for the given accounts. */
function list(name: string, base: string, filter: string, as: Account[], extra = ''): ScaleCall[] {
  const sep = base.includes('?') ? '&' : '?';
  return [
    { key: `${name}`, kind: 'list', path: `${base}${sep}pageSize=25${extra}`, as },
    { key: `${name}, filtered`, kind: 'list', path: `${base}${sep}${filter}&pageSize=25${extra}`, as },
  ];
}

export function scaleCalls(ids: PopulationIds, today: Date): ScaleCall[] {
  const year = today.getFullYear();
  // The import logs' longest period (a year: 366 days, both ends included), ending today.
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const period = `&start=${day(new Date(today.getTime() - 365 * 86_400_000))}&end=${day(today)}`;
  const criteria = ids.skills.map((idSkill, i) => ({ idSkill, minLevel: i === 1 ? 2 : 3 }));
  return [
    ...list(
      'employees (ListMyConsultant/all), HR',
      '/api/ListMyConsultant/all',
      f({ field: 'eaStatus', op: 'equal', value: '1' }),
      ['hr'],
    ),
    ...list(
      'employees (ListMyConsultant/all), Marc (his chain)',
      '/api/ListMyConsultant/all',
      f({ field: 'eaStatus', op: 'equal', value: '1' }),
      ['marc'],
    ),
    ...list(
      `employees (ListMyConsultant/all), a generated director's chain`,
      '/api/ListMyConsultant/all',
      f({ field: 'eaStatus', op: 'equal', value: '1' }),
      ['director'],
    ),
    ...list('candidates (Candidate/list)', '/api/Candidate/list', f({ field: 'idLang', op: 'equal', value: '1' }), [
      'camille',
    ]),
    ...list(
      'my managers (ListMyManager/all)',
      '/api/ListMyManager/all',
      f({ field: 'role', op: 'equal', value: '4' }),
      ['hr', 'julien'],
    ),
    ...list(
      'evaluations of the year (ListMyConsultant/ea)',
      `/api/ListMyConsultant/ea?year=${year}`,
      f({ field: 'status', op: 'equal', value: 'submitted' }),
      ['hr', 'julien'],
    ),
    ...list(
      'business-manager reviews (ListEEPManager/all)',
      `/api/ListEEPManager/all?year=${year}`,
      f({ field: 'status', op: 'equal', value: 'submitted' }),
      ['hr', 'julien'],
    ),
    ...list(
      'key people (ListeDc/listeKP)',
      '/api/ListeDc/listeKP',
      f({ field: 'categories', op: 'equal', value: '1' }, { field: 'status', op: 'equal', value: 'inProgress' }),
      ['hr', 'julien'],
    ),
    ...list('training wishes (Training/list)', '/api/Training/list', f({ field: 'status', op: 'equal', value: '1' }), [
      'hr',
      'julien',
    ]),
    ...list(
      'other skills (ListeDc/listOtherSkills)',
      '/api/ListeDc/listOtherSkills',
      f({ field: 'hasCatalogueMatch', op: 'equal', value: 'false' }),
      ['hr', 'julien'],
    ),
    // The generated outbox holds mails not yet sent (no relay on the bench's servers): filtered on their state.
    ...list('exchanges (Exchanges/list)', '/api/Exchanges/list', f({ field: 'state', op: 'equal', value: 'pending' }), [
      'hr',
      'julien',
      'paul',
    ]),
    ...list(
      'CV import logs (Cv2Dc/logs)',
      '/api/Cv2Dc/logs',
      f({ field: 'format', op: 'equal', value: 'docx' }),
      ['hr', 'julien'],
      period,
    ),
    {
      key: 'audit search (DataProtection/auditSearch)',
      kind: 'list',
      path: '/api/DataProtection/auditSearch?pageSize=25',
      as: ['paul'],
    },
    {
      key: 'audit search (DataProtection/auditSearch), filtered',
      kind: 'list',
      path: '/api/DataProtection/auditSearch?result=ok&action=signIn&pageSize=25',
      as: ['paul'],
    },
    {
      key: 'followed evaluations (Ea/followed), business-unit director',
      kind: 'list',
      path: '/api/Ea/followed',
      as: ['julien'],
    },
    {
      key: 'skills search (ListeDc/filtreCritereCompetence), one skill',
      kind: 'list',
      path: '/api/ListeDc/filtreCritereCompetence',
      method: 'POST',
      body: { criteria: criteria.slice(0, 1), combine: 'or', pageSize: 25 },
      as: ['julien'],
    },
    {
      key: 'skills search (ListeDc/filtreCritereCompetence), three skills AND',
      kind: 'list',
      path: '/api/ListeDc/filtreCritereCompetence',
      method: 'POST',
      body: { criteria, combine: 'and', pageSize: 25 },
      as: ['julien'],
    },
    {
      key: 'skills file (Dc/details), rich',
      kind: 'document',
      path: `/api/Dc/details?idDc=${ids.richFile}`,
      as: ['julien'],
    },
    {
      key: 'evaluation (Ea/details), rich',
      kind: 'document',
      path: `/api/Ea/details?idEa=${ids.richEvaluation}`,
      as: ['julien'],
    },
    {
      key: 'business-manager review (Ea/eepBmDetails)',
      kind: 'document',
      path: `/api/Ea/eepBmDetails?idUser=${ids.review.idUser}&year=${ids.review.year}`,
      as: ['julien', 'hr'],
    },
    {
      key: 'key-people record (KeyPeople)',
      kind: 'document',
      path: `/api/KeyPeople?idUser=${ids.keyPerson}`,
      as: ['hr', 'julien'],
    },
    {
      key: 'Excel export of every employee (ListMyConsultant/exportExcel)',
      kind: 'export',
      path: '/api/ListMyConsultant/exportExcel',
      method: 'POST',
      body: {},
      as: ['hr'],
    },
    {
      key: 'Word export of the rich skills file (SpireDoc/downLoadDC)',
      kind: 'export',
      path: `/api/SpireDoc/downLoadDC?idDc=${ids.richFile}&format=docx`,
      as: ['julien'],
    },
    {
      key: 'PDF export of the rich skills file (SpireDoc/downLoadDC)',
      kind: 'export',
      path: `/api/SpireDoc/downLoadDC?idDc=${ids.richFile}&format=pdf`,
      as: ['julien'],
    },
  ];
}
