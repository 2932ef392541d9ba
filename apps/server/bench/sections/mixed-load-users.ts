/**
 * What each virtual user of the mixed load does in a campaign week, one action at a time (an action is one to three
 * calls, as a screen makes them), picked at random with its persona's weights: open the menu (Login/me and the
 * menu's counts), read their own skills file and evaluation, save rows of them (with the row version they last
 * read: no one else writes them, so a 409 is an error), search skills, page through lists, export; a manager also
 * reads the team's documents and moves a few through their workflow (mixed-load-workflow.ts).
 */
import type { MixedLoadClient } from './mixed-load-client';
import type { LoadPlan, Persona, VirtualUser } from './mixed-load-plan';
import { createWorkflow } from './mixed-load-workflow';

const SEARCH_TERMS = ['java', 'sql', 'gestion', 'cloud', 'react', 'test', 'agile', 'kub', 'data', 'python', 'sécu'];
const NAMES = ['Martin', 'Dubois', 'Garcia', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Michel', 'Fontaine', 'Roux'];

interface Me {
  id: number;
  role: { id: number };
  pagePermissions: Record<string, boolean>;
}
export interface FileDetails {
  id: number;
  status: number;
  rowVersion: number;
  experiences: {
    id: number;
    position: string;
    startDate: string | null;
    endDate: string | null;
    client: string;
    project: string;
    tools: { idSkill: number }[];
  }[];
  permissions: { canEdit: boolean };
  check: { ok: boolean };
}
export interface EvaluationDetails {
  id: number;
  status: number;
  rowVersion: number;
  skills: { id: number }[];
  goals: unknown[];
  permissions: { canEditConsultantSide: boolean; canEditManagerSide: boolean; canValidate: boolean };
  check: { ok: boolean; missing: string[] };
}
interface FileMenu {
  files: { idDc: number | null; status: number }[];
}
interface Years {
  years: { idEa: number; year: number; status: number }[];
}

type Action = () => Promise<void>;

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createUser(client: MixedLoadClient, plan: LoadPlan, user: VirtualUser, cookie: string, rnd: Random) {
  const get = (path: string, kind?: string) => client.call('GET', path, { cookie, kind });
  const send = (method: 'POST' | 'PUT', path: string, body: unknown, kind?: string) =>
    client.call(method, path, { cookie, body, kind });

  let me: Me | null = null;
  let ownFile: { id: number; rowVersion: number; experience: FileDetails['experiences'][number] | null } | null = null;
  let ownEvaluation: { id: number; rowVersion: number; lines: number[] } | null = null;
  let readableFile: number | null = null;
  const workflow = createWorkflow(get, send, user, rnd);
  let saves = 0;

  /** The own file the user may edit (draft first, then submitted); null when none. */
  async function readOwnFile(): Promise<void> {
    const menu = (await get(`/api/Dc/getDc?idUser=${user.personId}`))?.json<FileMenu>();
    const files = (menu?.files ?? []).filter((f) => f.idDc !== null);
    const target =
      (ownFile && files.find((f) => f.idDc === ownFile!.id)) ??
      files.find((f) => f.status === 1) ??
      files.find((f) => f.status === 2) ??
      files[0];
    if (!target?.idDc) return;
    readableFile = target.idDc;
    const details = (await get(`/api/Dc/details?idDc=${target.idDc}`))?.json<FileDetails>();
    if (!details) return;
    ownFile = details.permissions.canEdit
      ? { id: details.id, rowVersion: details.rowVersion, experience: details.experiences[0] ?? null }
      : null;
  }

  async function readOwnEvaluation(): Promise<void> {
    if (!me?.pagePermissions.ficheEa) return;
    const years = (await get(`/api/Ea/years?idUser=${user.personId}`))?.json<Years>();
    const current = years?.years.find((y) => y.year === plan.year) ?? years?.years[0];
    if (!current) return;
    const details = (await get(`/api/Ea/details?idEa=${current.idEa}`))?.json<EvaluationDetails>();
    if (!details) return;
    ownEvaluation =
      details.permissions.canEditConsultantSide && details.skills.length > 0
        ? { id: details.id, rowVersion: details.rowVersion, lines: details.skills.map((s) => s.id) }
        : null;
  }

  /** Before the load: who the user is, what they may edit, which team documents can move through their workflow. */
  async function setup(): Promise<void> {
    me = (await get('/api/Login/me'))?.json<Me>() ?? null;
    if (!me) throw new Error(`${user.email}: Login/me failed`);
    await readOwnFile();
    await readOwnEvaluation();
    await workflow.setup();
  }

  // ───────────────────────────────────────────── actions

  async function openMenu() {
    await get('/api/Login/me');
    const role = me!.role.id;
    if (role > 1 && role !== 7) await get('/api/ListMyConsultant/dcAValider?page=1&pageSize=1');
    if (me!.pagePermissions.menuManagement) await get(`/api/ListMyConsultant/eaAValider?year=${plan.year}`);
    if (me!.pagePermissions.manageManager) await get('/api/ListMyManager/eepAValider');
  }

  async function saveFileRow() {
    if (!ownFile) return readOwnFile();
    saves += 1;
    const { experience } = ownFile;
    const answer =
      experience && saves % 2 === 0
        ? await send('PUT', '/api/Experience/update', {
            id: experience.id,
            idDc: ownFile.id,
            rowVersion: ownFile.rowVersion,
            position: experience.position,
            startDate: experience.startDate,
            endDate: experience.endDate,
            client: experience.client,
            project: experience.project,
            description: `Mission, revue ${saves} : conception, développement et mise en production.`,
            tools: experience.tools.map((t) => t.idSkill),
          })
        : await send('PUT', '/api/Dc/update', {
            idDc: ownFile.id,
            rowVersion: ownFile.rowVersion,
            summary: `Consultant expérimenté, résumé revu ${saves} fois pendant la campagne.`,
          });
    const rowVersion = answer?.json<{ rowVersion: number }>().rowVersion;
    if (rowVersion === undefined) return readOwnFile();
    ownFile.rowVersion = rowVersion;
  }

  async function saveEvaluationRows() {
    if (!ownEvaluation) return readOwnEvaluation();
    saves += 1;
    const ev = ownEvaluation;
    const answer =
      saves % 3 === 0
        ? await send('POST', '/api/Ea/save', {
            idEa: ev.id,
            rowVersion: ev.rowVersion,
            bilanAnnuel: {
              consultantAppreciation: {
                contributions: `Livraisons tenues (${saves})`,
                strengths: 'Autonomie, rigueur',
                weaknesses: 'Estimer les charges',
              },
            },
          })
        : await send('PUT', '/api/SkillsEvaluation', {
            idEa: ev.id,
            rowVersion: ev.rowVersion,
            lines: pickSome(ev.lines, 5).map((id) => ({
              id,
              noteConsultant: rnd.int(1, 4),
              commentConsultant: `Auto-évaluation ${saves}`,
            })),
          });
    const rowVersion = answer?.json<{ rowVersion: number }>().rowVersion;
    if (rowVersion === undefined) return readOwnEvaluation();
    ev.rowVersion = rowVersion;
  }

  const pickSome = (ids: number[], n: number) => {
    const start = rnd.int(0, Math.max(0, ids.length - n));
    return ids.slice(start, start + n);
  };

  const searchSkills = async () => {
    await get(`/api/ListeDc/listSearchSkills?searchTerm=${encodeURIComponent(rnd.pick(SEARCH_TERMS))}`);
  };

  const multiCriteriaSearch = async () => {
    const [a, b, c] = pickSome(plan.topSkills, 3);
    await send('POST', '/api/ListeDc/filtreCritereCompetence', {
      criteria: [a, b, c].filter((id) => id !== undefined).map((idSkill) => ({ idSkill, minLevel: rnd.int(2, 3) })),
      combine: rnd.next() < 0.5 ? 'and' : 'or',
      pageSize: 25,
    });
  };

  async function exportOwnFile() {
    if (!readableFile) return readOwnFile();
    const format = rnd.next() < 0.5 ? 'docx' : 'pdf';
    await get(`/api/SpireDoc/downLoadDC?idDc=${readableFile}&format=${format}`, `GET SpireDoc/downLoadDC (${format})`);
  }

  /** A list screen: two or three pages in a row, sometimes filtered. */
  async function pageThrough(path: string, pages: number, extra = '') {
    for (let page = 1; page <= pages; page++) await get(`${path}?page=${page}&pageSize=25${extra}`);
  }

  const eaStatusFilter = `&filters=${encodeURIComponent(JSON.stringify([{ field: 'eaStatus', op: 'equal', value: '2' }]))}`;

  async function pageLists() {
    const lists: [string, string][] = [
      ['/api/ListMyConsultant/all', ''],
      ['/api/ListMyConsultant/all', eaStatusFilter],
      ['/api/ListEEPManager/all', ''],
      ['/api/Training/list', ''],
      ['/api/ListeDc/listeKP', ''],
      ['/api/ListeDc/all', ''],
      ['/api/Ea/followed', ''],
    ];
    const [path, extra] = rnd.pick(lists);
    await pageThrough(path, rnd.int(1, 3), extra);
  }

  const searchPeople = async () => {
    await get(`/api/ListMyConsultant/recherche?searchTerm=${encodeURIComponent(rnd.pick(NAMES))}&pageSize=25`);
  };

  async function readTeam() {
    await get('/api/ListMyConsultant/all?page=1&pageSize=25');
    if (user.teamFiles.length) await get(`/api/Dc/details?idDc=${rnd.pick(user.teamFiles)}`);
    if (user.teamEvaluations.length) await get(`/api/Ea/details?idEa=${rnd.pick(user.teamEvaluations)}`);
  }

  /** Someone in the employees list (everyone for HR, the chain for a director): their file and evaluations. */
  async function readSomeone() {
    const page = (await get(`/api/ListMyConsultant/all?page=${rnd.int(1, 5)}&pageSize=25`))?.json<{
      items: { id: number }[];
    }>();
    if (!page?.items.length) return;
    const idUser = rnd.pick(page.items).id;
    const menu = (await get(`/api/Dc/getDc?idUser=${idUser}`))?.json<FileMenu>();
    const idDc = menu?.files.find((f) => f.idDc !== null)?.idDc;
    if (idDc) await get(`/api/Dc/details?idDc=${idDc}`);
  }

  async function exportTeam() {
    if (rnd.next() < 0.5 && user.teamEvaluations.length) {
      await get(
        `/api/SpireDoc/downLoadEA?idEa=${rnd.pick(user.teamEvaluations)}&format=pdf`,
        'GET SpireDoc/downLoadEA (pdf)',
      );
    } else await send('POST', '/api/ListMyConsultant/exportExcel', {}, 'POST ListMyConsultant/exportExcel (team)');
  }

  /** HR's and directors' Excel of every employee in scope (about 5 000 rows). */
  const exportEveryone = async () => {
    await send('POST', '/api/ListMyConsultant/exportExcel', {}, 'POST ListMyConsultant/exportExcel (everyone)');
  };

  const candidates = async () => {
    await pageThrough('/api/Candidate/list', rnd.int(1, 3), rnd.next() < 0.3 ? `&searchTerm=${rnd.pick(NAMES)}` : '');
  };

  const own = [
    [4, openMenu],
    [3, readOwnFile],
    [3, readOwnEvaluation],
    [5, saveFileRow],
    [5, saveEvaluationRows],
    [2, searchSkills],
    [0.5, exportOwnFile],
  ] as const;
  const table: Record<Persona, readonly (readonly [number, Action])[]> = {
    consultant: own,
    manager: [...own, [4, readTeam], [12, workflow.step], [0.5, exportTeam]],
    hr: [
      [4, openMenu],
      [5, pageLists],
      [2, searchPeople],
      [2, readSomeone],
      [1, multiCriteriaSearch],
      [1, searchSkills],
      [0.15, exportEveryone],
      [1, saveFileRow],
    ],
    director: [
      [4, openMenu],
      [4, pageLists],
      [2, searchPeople],
      [2, readSomeone],
      [2, multiCriteriaSearch],
      [0.15, exportEveryone],
      [1, saveFileRow],
    ],
    recruiter: [
      [4, openMenu],
      [5, candidates],
      [2, searchSkills],
      [1, readSomeone],
    ],
  };
  const actions = table[user.persona];
  const total = actions.reduce((sum, [w]) => sum + w, 0);

  /** One action, picked by weight. */
  async function step(): Promise<void> {
    let r = rnd.next() * total;
    for (const [weight, action] of actions) {
      if ((r -= weight) < 0) return action();
    }
    return actions[0]![1]();
  }

  return {
    setup,
    step,
    /** What the user may write (for the report). */
    describe: () => ({ ownFile: ownFile !== null, ownEvaluation: ownEvaluation !== null, ...workflow.describe() }),
  };
}
