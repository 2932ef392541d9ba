/**
 * Every audited action of issue 23 §1 writes exactly one entry of the one audit trail, through the HTTP API: who
 * (person and account), what (action and object), whose data, the result, from where (address and user agent).
 * A read of the same object again within ten minutes writes nothing, nor does the owner's own read. The chain
 * verifies after all of it; an entry changed in the database (the append-only trigger disabled) is the first broken
 * link; update and delete are refused by the trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { verifyAuditChain } from '../../src/lib/audit/audit';
import { AUDITED_LIST_EXPORTS } from '../../src/plugins/export-audit';
import { allCalls } from '@my-skills/shared/calls/registry';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { expectOk, personId } from '../skills-file/helpers';
import { fileWithSkills, recordBody } from '../key-people/helpers';
import { docxCv, multipart } from '../cv-import/helpers';
import { entriesOf, expectOneEntry, lastEntryId } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
type Who = keyof typeof DEMO;
let t: TestApp;
const s = {} as Record<Who, TestSession>;
const ids = {} as Record<Who, number>;
const accounts = {} as Record<Who, number>;
let aliceFr: number;
let aliceEn: number;

const get = (who: TestSession, url: string) => t.call(who, 'GET', url);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  for (const key of Object.keys(DEMO) as Who[]) {
    ids[key] = await personId(t, DEMO[key]);
    s[key] = await t.login(DEMO[key]);
    accounts[key] = expectOk<{ idAccount: number }>(await get(s[key], '/api/Login/me')).idAccount;
  }
  const files = await t.db
    .selectFrom('dc')
    .select(['id', 'id_lang', 'status'])
    .where('person_id', '=', ids.consultant)
    .execute();
  aliceFr = files.find((f) => f.id_lang === 1 && f.status === 3)!.id;
  aliceEn = files.find((f) => f.id_lang === 2 && f.status === 1)!.id;
});
afterAll(() => t?.close());

describe('sign-in, sign-out, account switch, role change', () => {
  it('a dev sign-in: the person and the account they got, the method', async () => {
    let session: TestSession | undefined;
    const entry = await expectOneEntry(
      t,
      async () => {
        session = await t.login(DEMO.consultant);
      },
      {
        action: 'signIn',
        actor_person_id: ids.consultant,
        actor_account_id: accounts.consultant,
        object_type: 'account',
        object_id: accounts.consultant,
        subject_person_id: ids.consultant,
        detail: 'dev',
      },
    );
    expect(entry.user_agent).toBe('lightMyRequest');
    expect(session).toBeDefined();
  });

  it('a refused sign-in: failed, nobody as actor, never the address typed', async () => {
    const entry = await expectOneEntry(
      t,
      () =>
        t.call(null, 'POST', '/api/Login/authentication', {
          LoginFromEmail: 'nobody.here@example.com',
          isDevModeRessource: true,
        }),
      {
        action: 'signIn',
        result: 'failed',
        actor_person_id: null,
        actor_account_id: null,
        subject_person_id: null,
        detail: 'dev UNKNOWN_USER',
      },
      404,
    );
    expect(JSON.stringify(entry)).not.toContain('nobody.here');
  });

  it('a sign-out ends the session in the trail; without a session, nothing', async () => {
    const session = await t.login(DEMO.hr);
    await expectOneEntry(t, () => t.call(session, 'POST', '/api/Logout'), {
      action: 'signOut',
      actor_person_id: ids.hr,
      actor_account_id: accounts.hr,
      object_type: 'account',
      subject_person_id: ids.hr,
    });
    expect(await entriesOf(t, () => t.call(null, 'POST', '/api/Logout'))).toEqual([]);
  });

  it('an account switch: from the account left to the account taken', async () => {
    const session = await t.login(DEMO.technicalManager);
    const mine = expectOk<{ id: number; isCurrent: boolean }[]>(await get(session, '/api/User/userAccount'));
    const other = mine.find((a) => !a.isCurrent)!;
    const current = mine.find((a) => a.isCurrent)!;
    await expectOneEntry(t, () => t.call(session, 'POST', `/api/Login/changeRole?idUser=${other.id}`), {
      action: 'switchAccount',
      actor_person_id: ids.technicalManager,
      actor_account_id: current.id,
      object_type: 'account',
      object_id: other.id,
      subject_person_id: ids.technicalManager,
      detail: `from ${current.id}`,
    });
  });

  it('an internal role change', async () => {
    await expectOneEntry(
      t,
      () =>
        t.call(s.director, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
          userId: ids.manager,
          idRoleInternal: 2,
        }),
      {
        action: 'roleInternal',
        actor_person_id: ids.director,
        actor_account_id: accounts.director,
        object_type: 'person',
        object_id: ids.manager,
        subject_person_id: ids.manager,
        detail: JSON.stringify({ old: null, new: 2 }),
      },
    );
  });
});

describe('reads of another person’s data: one entry per reader and object within ten minutes, never the owner’s', () => {
  const readCases: {
    name: string;
    prepare?: () => Promise<void>;
    reader: Who;
    owner: Who;
    url: () => string;
    objectType: string;
    objectId: () => Promise<number>;
  }[] = [];
  let idEa = 0;
  let wish = 0;
  readCases.push(
    {
      name: 'a skills file (Dc/details)',
      reader: 'manager',
      owner: 'consultant',
      url: () => `/api/Dc/details?idDc=${aliceFr}`,
      objectType: 'dc',
      objectId: async () => aliceFr,
    },
    {
      name: 'an evaluation (Ea/details)',
      prepare: async () => {
        idEa = expectOk<{ idEa: number }>(await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 })).idEa;
      },
      reader: 'manager',
      owner: 'consultant',
      url: () => `/api/Ea/details?idEa=${idEa}`,
      objectType: 'ea',
      objectId: async () => idEa,
    },
    {
      name: 'a business-manager review (Ea/eepBmDetails)',
      prepare: async () => {
        expectOk(await t.call(s.manager, 'POST', '/api/Ea/saveEepBM', { year: 2026 }));
      },
      reader: 'director',
      owner: 'manager',
      url: () => `/api/Ea/eepBmDetails?idUser=${ids.manager}&year=2026`,
      objectType: 'eepBm',
      objectId: async () =>
        (await t.db.selectFrom('eep_bm').select('id').where('person_id', '=', ids.manager).executeTakeFirstOrThrow())
          .id,
    },
    {
      name: 'a training wish (Training/trainingById)',
      prepare: async () => {
        wish = expectOk<{ id: number }>(
          await t.call(s.manager, 'POST', '/api/Training/wishTraining', {
            idUser: ids.consultant,
            type: 2,
            title: 'Kubernetes avancé',
            nature: 1,
            context: 2,
            organism: 'Org A',
            durationHours: 21,
          }),
        ).id;
      },
      reader: 'manager',
      owner: 'consultant',
      url: () => `/api/Training/trainingById?id=${wish}`,
      objectType: 'training',
      objectId: async () => wish,
    },
  );

  for (const c of readCases) {
    it(c.name, async () => {
      await c.prepare?.();
      await expectOneEntry(t, () => get(s[c.reader], c.url()), {
        action: 'read',
        actor_person_id: ids[c.reader],
        actor_account_id: accounts[c.reader],
        object_type: c.objectType,
        object_id: await c.objectId(),
        subject_person_id: ids[c.owner],
      });
      // The same reader again within ten minutes, and the owner: nothing more.
      expect(await entriesOf(t, () => get(s[c.reader], c.url()))).toEqual([]);
      expect(await entriesOf(t, () => get(s[c.owner], c.url()))).toEqual([]);
    });
  }

  it('a section of a skills file (Experience/getByDc) is a read of the file: one entry with Dc/details', async () => {
    await expectOneEntry(t, () => get(s.hr, `/api/Experience/getByDc?idDc=${aliceFr}`), {
      action: 'read',
      actor_person_id: ids.hr,
      object_type: 'dc',
      object_id: aliceFr,
      subject_person_id: ids.consultant,
    });
    expect(await entriesOf(t, () => get(s.hr, `/api/Dc/details?idDc=${aliceFr}`))).toEqual([]);
    expect(await entriesOf(t, () => get(s.hr, `/api/Project/getByDc?idDc=${aliceFr}`))).toEqual([]);
    expect(await entriesOf(t, () => get(s.consultant, `/api/Language/getByDc?idDc=${aliceFr}`))).toEqual([]);
  });

  it('the parts of an evaluation and of a review are reads of the document: one entry with their details', async () => {
    const idEa = (
      await t.db.selectFrom('evaluation').select('id').where('person_id', '=', ids.consultant).executeTakeFirstOrThrow()
    ).id;
    await expectOneEntry(t, () => get(s.hr, `/api/SkillsEvaluation/globalSkillsSummary?idEa=${idEa}`), {
      action: 'read',
      actor_person_id: ids.hr,
      object_type: 'ea',
      object_id: idEa,
      subject_person_id: ids.consultant,
    });
    expect(await entriesOf(t, () => get(s.hr, `/api/Ea/details?idEa=${idEa}`))).toEqual([]);
    const review = `idUser=${ids.manager}&year=2026`;
    await expectOneEntry(t, () => get(s.hr, `/api/Ea/eepBmSkills?${review}`), {
      action: 'read',
      actor_person_id: ids.hr,
      object_type: 'eepBm',
      subject_person_id: ids.manager,
    });
    expect(await entriesOf(t, () => get(s.hr, `/api/Ea/eepBmSummary?${review}`))).toEqual([]);
    expect(await entriesOf(t, () => get(s.manager, `/api/Ea/eepBmSummary?${review}`))).toEqual([]);
  });

  it('a key-people record (KeyPeople), and its change', async () => {
    await fileWithSkills(t, s.manager, ids.manager, { Java: 4 });
    await expectOneEntry(t, () => t.call(s.director, 'PUT', '/api/KeyPeople', recordBody(ids.manager)), {
      action: 'create',
      actor_person_id: ids.director,
      object_type: 'keyPeople',
      object_id: ids.manager,
      subject_person_id: ids.manager,
    });
    const url = `/api/KeyPeople?idUser=${ids.manager}`;
    await expectOneEntry(t, () => get(s.hr, url), {
      action: 'read',
      actor_person_id: ids.hr,
      object_type: 'keyPeople',
      object_id: ids.manager,
      subject_person_id: ids.manager,
    });
    expect(await entriesOf(t, () => get(s.hr, url))).toEqual([]);
  });
});

describe('exports of documents: which, which format, by whom — the owner’s too', () => {
  const exportCases: {
    name: string;
    who: Who;
    owner: Who;
    url: () => Promise<string> | string;
    object: () => Promise<[string, number]>;
    detail: string | RegExp;
  }[] = [
    {
      name: 'the skills file as PDF, by its owner',
      who: 'consultant',
      owner: 'consultant',
      url: () => `/api/SpireDoc/downLoadDC?idDc=${aliceFr}&format=pdf`,
      object: async () => ['dc', aliceFr],
      detail: 'pdf fr',
    },
    {
      name: 'the skills file as Word, by the manager',
      who: 'manager',
      owner: 'consultant',
      url: () => `/api/SpireDoc/downLoadDC?idDc=${aliceFr}&format=docx`,
      object: async () => ['dc', aliceFr],
      detail: 'docx fr',
    },
    {
      name: 'the evaluation as PDF, by its owner',
      who: 'consultant',
      owner: 'consultant',
      url: async () => `/api/SpireDoc/downLoadEA?idEa=${await eaOf('consultant')}&format=pdf`,
      object: async () => ['ea', await eaOf('consultant')],
      detail: /^pdf (fr|en)$/,
    },
    {
      name: 'the business-manager review as Word, by the director',
      who: 'director',
      owner: 'manager',
      url: () => `/api/SpireDoc/downLoadEEPBM?idUser=${ids.manager}&year=2026&format=docx`,
      object: async () => ['eepBm', await reviewOf('manager')],
      detail: /^docx (fr|en)$/,
    },
  ];
  const eaOf = async (who: Who) =>
    (await t.db.selectFrom('evaluation').select('id').where('person_id', '=', ids[who]).executeTakeFirstOrThrow()).id;
  const reviewOf = async (who: Who) =>
    (await t.db.selectFrom('eep_bm').select('id').where('person_id', '=', ids[who]).executeTakeFirstOrThrow()).id;

  for (const c of exportCases) {
    it(c.name, async () => {
      const [objectType, objectId] = await c.object();
      const url = await c.url();
      const entry = await expectOneEntry(t, () => get(s[c.who], url), {
        action: 'export',
        actor_person_id: ids[c.who],
        actor_account_id: accounts[c.who],
        object_type: objectType,
        object_id: objectId,
        subject_person_id: ids[c.owner],
      });
      expect(entry.detail).toMatch(c.detail);
    });
  }

  it('a client CV', async () => {
    const entry = await expectOneEntry(
      t,
      () =>
        t.call(s.director, 'POST', '/api/ClientCv/export', {
          idUser: ids.consultant,
          idLang: 1,
          format: 'docx',
          anonymisation: 'initials',
        }),
      {
        action: 'export',
        actor_person_id: ids.director,
        object_type: 'dc',
        object_id: aliceFr,
        subject_person_id: ids.consultant,
      },
    );
    expect(entry.detail).toMatch(/^clientCv docx fr \d+$/);
  });
});

describe('the Excel exports of lists of people', () => {
  const LIST_CASES: Record<(typeof AUDITED_LIST_EXPORTS)[number], { who: Who; body?: Record<string, unknown> }> = {
    'roleInternal.userRoleInfoExport': { who: 'director' },
    'team.teamExport': { who: 'manager' },
    'exchanges.exchangesExport': { who: 'director' },
    'exchanges.mailboxExport': { who: 'director' },
    'skillsSearch.skillsSearchExport': { who: 'director', body: { criteria: [{ idSkill: 1, minLevel: 1 }] } },
    'skillsSearch.skillsExportExcel': { who: 'director' },
    'skillsSearch.certificationsExportExcel': { who: 'director' },
    'candidates.candidateExport': { who: 'recruiter' },
    'myManagers.myManagersExport': { who: 'hr' },
    'myManagers.managerReviewsExport': { who: 'hr' },
    'evaluationList.evaluationListExport': { who: 'hr', body: { year: 2026 } },
    'keyPeople.keyPeopleExport': { who: 'manager' },
    'trainings.trainingsExport': { who: 'hr' },
    'cvImport.cvImportLogsExport': { who: 'director', body: { start: '2026-01-01', end: '2026-12-31' } },
  };

  it('names every list export that is neither a document nor the skills catalogue', () => {
    const documents = [
      'skillsFile.dcDownload',
      'evaluation.eaDownload',
      'eepBm.eepBmDownload',
      'clientCv.exportClientCv',
    ];
    const catalogue = ['skillsCatalogue.skillsListExport', 'skillsCatalogue.otherSkillsExport'];
    const exports = allCalls
      .filter((c) => c.limit === 'exports' && !c.permission?.startsWith('dataProtection'))
      .map((c) => c.name)
      .filter((name) => !documents.includes(name) && !catalogue.includes(name));
    expect(new Set(exports)).toEqual(new Set(AUDITED_LIST_EXPORTS));
  });

  for (const name of AUDITED_LIST_EXPORTS) {
    it(name, async () => {
      const call = allCalls.find((c) => c.name === name)!;
      const { who, body = {} } = LIST_CASES[name];
      let res: LightMyRequestResponse | undefined;
      const entry = await expectOneEntry(
        t,
        async () => (res = await t.call(s[who], call.method as 'POST', call.path, body)),
        {
          action: 'export',
          actor_person_id: ids[who],
          actor_account_id: accounts[who],
          object_type: 'list',
          object_id: null,
          subject_person_id: null,
        },
      );
      const rows = res!.headers['x-total-count'];
      expect(entry.detail).toBe(`${name} xlsx${rows === undefined ? '' : ` ${String(rows)} rows`}`);
    });
  }

  it('a refused export writes nothing', async () => {
    expect(
      await entriesOf(t, () => t.call(s.consultant, 'POST', '/api/ListMyConsultant/exportExcel', {}), 403),
    ).toEqual([]);
  });
});

describe('changes: CV import, deadline, status', () => {
  it('a CV imported into Alice’s English draft', async () => {
    const { body, contentType } = await multipart('cv.docx', await docxCv());
    const read = expectOk<{ id: number; idDc: number }>(
      await t.call(s.consultant, 'POST', `/api/Cv2Dc/cv2dc?idUser=${ids.consultant}&idLang=2`, body, {
        'content-type': contentType,
      }),
    );
    const rowVersion = (
      await t.db.selectFrom('dc').select('row_version').where('id', '=', aliceEn).executeTakeFirstOrThrow()
    ).row_version;
    await expectOneEntry(
      t,
      () =>
        t.call(s.consultant, 'POST', '/api/Cv2Dc/apply', {
          id: read.id,
          rowVersion,
          title: 'Java developer (imported)',
          experiences: [],
          educations: [],
          languages: [],
          projects: [],
          skills: [],
          otherSkills: [],
        }),
      {
        action: 'import',
        actor_person_id: ids.consultant,
        object_type: 'dc',
        object_id: aliceEn,
        subject_person_id: ids.consultant,
        detail: `cvImport ${read.id} docx`,
      },
    );
  });

  it('the original of that CV, read by the manager (once), never by its owner', async () => {
    const id = (
      await t.db.selectFrom('cv_import').select('id').where('person_id', '=', ids.consultant).executeTakeFirstOrThrow()
    ).id;
    const url = `/api/Cv2Dc/getCV?id=${id}`;
    await expectOneEntry(t, () => get(s.manager, url), {
      action: 'read',
      actor_person_id: ids.manager,
      object_type: 'cvImport',
      object_id: id,
      subject_person_id: ids.consultant,
    });
    expect(await entriesOf(t, () => get(s.manager, url))).toEqual([]);
    expect(await entriesOf(t, () => get(s.consultant, url))).toEqual([]);
  });

  it('an evaluation deadline set by the manager', async () => {
    const reference = (
      await t.db.selectFrom('person').select('reference').where('id', '=', ids.consultant).executeTakeFirstOrThrow()
    ).reference!;
    await expectOneEntry(
      t,
      () =>
        t.call(s.manager, 'PUT', '/api/ListMyConsultant/updateEaEcheanceUser', {
          reference,
          dateEcheance: '2026-12-15',
        }),
      {
        action: 'deadline',
        actor_person_id: ids.manager,
        object_type: 'person',
        object_id: ids.consultant,
        subject_person_id: ids.consultant,
        detail: 'ea 2026-12-15',
      },
    );
  });

  it('a status change, by the kernel’s transition', async () => {
    const rowVersion = (
      await t.db.selectFrom('dc').select('row_version').where('id', '=', aliceEn).executeTakeFirstOrThrow()
    ).row_version;
    await expectOneEntry(
      t,
      () => t.call(s.consultant, 'PUT', '/api/Dc/updateStatus', { idDc: aliceEn, action: 'submit', rowVersion }),
      { action: 'submit', actor_person_id: ids.consultant, object_type: 'dc', object_id: aliceEn },
    );
  });
});

describe('the chain', () => {
  it('verifies after all of the above', async () => {
    const result = await verifyAuditChain(t.db);
    expect(result.broken).toBeNull();
    expect(result.checked).toBeGreaterThan(30);
    expect(result.lastId).toBe(await lastEntryId(t));
  });

  it('refuses update and delete while the trigger is on', async () => {
    const id = await lastEntryId(t);
    await expect(sql`update audit_entry set detail = 'x' where id = ${id}`.execute(t.db)).rejects.toThrow();
    await expect(sql`delete from audit_entry where id = ${id}`.execute(t.db)).rejects.toThrow();
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('reports an entry changed directly in the database as the first broken link', async () => {
    const victim = (
      await t.db
        .selectFrom('audit_entry')
        .select('id')
        .where('action', '=', 'read')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    await sql`alter table audit_entry disable trigger audit_entry_no_change`.execute(t.db);
    try {
      await sql`update audit_entry set detail = 'changed' where id = ${victim}`.execute(t.db);
    } finally {
      await sql`alter table audit_entry enable trigger audit_entry_no_change`.execute(t.db);
    }
    const result = await verifyAuditChain(t.db, 7);
    expect(result.broken?.id).toBe(victim);
    expect(Number(result.checked)).toBe(
      Number(
        (
          await t.db
            .selectFrom('audit_entry')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('id', '<', victim)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
