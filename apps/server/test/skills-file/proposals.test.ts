/**
 * Skills-file proposals (issue 20): a certification obtained, proposed through the port inside the proposing area's
 * transaction, listed on the person's files (in each file's language), accepted by the owner into a file (a row with
 * its dates and a history line naming the source; a validated file first gets a new draft), dismissed, withdrawn;
 * the refusals (not the owner, decided twice, a duplicate, a stale row version, bad input).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import type { CertificationProposal } from '../../src/lib/skills-file-proposals';
import { body, catalogue, createDc, details, expectOk, fillMinimum, personId, type Dc } from './helpers';

let t: TestApp;
let alice: TestSession;
let marc: TestSession;
let thomas: TestSession;
let ids: { alice: number; marc: number; thomas: number };
let fr: Dc;

interface ProposalsAnswer {
  idDc: number;
  canDecide: boolean;
  items: {
    id: number;
    kind: string;
    section: string;
    operation: string;
    source: { type: string; id: number; label: string };
    acceptedIn: number[];
    createdBy: { id: number; name: string } | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

const propose = (p: Partial<CertificationProposal> & { sourceId: number }) =>
  t.db.transaction().execute((trx) =>
    t.app.skillsFileProposals.proposeCertification(trx, {
      personId: ids.alice,
      source: { type: 'training', id: p.sourceId },
      name: 'AWS Solutions Architect',
      organism: 'Amazon',
      obtainedDate: '2026-11-20',
      expiryDate: '2029-11-20',
      createdBy: ids.marc,
      ...p,
    }),
  );
const list = async (session: TestSession, idDc: number) =>
  expectOk<ProposalsAnswer>(await t.call(session, 'GET', `/api/Dc/proposals?idDc=${idDc}`));
const proposalOf = async (sourceId: number) =>
  t.db
    .selectFrom('skills_file_proposal')
    .selectAll()
    .where('source_id', '=', sourceId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const accept = (session: TestSession, id: number, dc: Dc) =>
  t.call(session, 'POST', '/api/Dc/proposals/accept', { id, idDc: dc.idDc, rowVersion: dc.rowVersion });
const certificationsOf = (idDc: number) =>
  t.db
    .selectFrom('dc_certification')
    .select(['name', 'organism', 'kind'])
    .select((eb) => [
      eb.fn<string>('to_char', [eb.ref('obtained_date'), eb.val('YYYY-MM-DD')]).as('obtained'),
      eb.fn<string>('to_char', [eb.ref('expiry_date'), eb.val('YYYY-MM-DD')]).as('expiry'),
    ])
    .where('dc_id', '=', idDc)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  await catalogue(t);
  ids = {
    alice: await personId(t, DEMO.consultant),
    marc: await personId(t, DEMO.manager),
    thomas: await personId(t, DEMO.technicalManager),
  };
  alice = await t.login(DEMO.consultant);
  marc = await t.login(DEMO.manager);
  thomas = await t.login(DEMO.technicalManager);
  fr = await createDc(t, alice, ids.alice, 1);
});
afterAll(async () => t.close());

describe('proposals: propose, list, accept, dismiss', () => {
  it('a proposal made through the port shows on the file, in its language, with its rows’ changes', async () => {
    await propose({ sourceId: 12 });
    const mine = await list(alice, fr.idDc);
    expect(mine.canDecide).toBe(true);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: 'certification',
        section: 'certifications',
        operation: 'add',
        source: { type: 'training', id: 12, label: 'souhait de formation n° 12', year: null },
        createdBy: { id: ids.marc, name: 'Marc Durand' },
        acceptedIn: [],
        changes: [
          { field: 'name', before: null, after: 'AWS Solutions Architect' },
          { field: 'organism', before: null, after: 'Amazon' },
          { field: 'obtainedDate', before: null, after: '2026-11-20' },
          { field: 'expiryDate', before: null, after: '2029-11-20' },
        ],
      }),
    ]);
    // Her manager opens her file: he reads the proposals, he does not decide.
    const managers = await list(marc, fr.idDc);
    expect(managers.canDecide).toBe(false);
    expect(managers.items.map((i) => i.source.id)).toEqual([12]);
  });

  it('proposing again for the same source replaces the pending proposal', async () => {
    await propose({ sourceId: 12, obtainedDate: '2026-11-21', expiryDate: '2029-11-21' });
    const items = (await list(alice, fr.idDc)).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.changes.find((c) => c.field === 'obtainedDate')!.after).toBe('2026-11-21');
    const rows = await t.db.selectFrom('skills_file_proposal').select('id').where('source_id', '=', 12).execute();
    expect(rows).toHaveLength(1);
  });

  it('someone who may not open the file reads nothing (403); an unknown file is a 404; bad input a 400', async () => {
    expect((await t.call(thomas, 'GET', `/api/Dc/proposals?idDc=${fr.idDc}`)).statusCode).toBe(403);
    expect((await t.call(alice, 'GET', '/api/Dc/proposals?idDc=99999999')).statusCode).toBe(404);
    expect((await t.call(alice, 'GET', '/api/Dc/proposals?idDc=abc')).statusCode).toBe(400);
    const bad = await t.call(alice, 'POST', '/api/Dc/proposals/accept', { id: 'x', idDc: fr.idDc });
    expect(bad.statusCode).toBe(400);
  });

  it('only the owner accepts: her manager gets a 403 and nothing is written', async () => {
    const { id } = await proposalOf(12);
    const res = await accept(marc, id, fr);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('Seul le titulaire du dossier peut accepter ou écarter une proposition.');
    expect(await certificationsOf(fr.idDc)).toEqual([]);
    expect((await proposalOf(12)).state).toBe('pending');
  });

  it('a stale row version is a 409 and leaves the proposal pending', async () => {
    const { id } = await proposalOf(12);
    const res = await accept(alice, id, { ...fr, rowVersion: fr.rowVersion + 5 });
    expect(res.statusCode).toBe(409);
    expect(await certificationsOf(fr.idDc)).toEqual([]);
    expect((await proposalOf(12)).state).toBe('pending');
  });

  it('the owner accepts into her draft: the row with its dates, a history line naming the source', async () => {
    const { id } = await proposalOf(12);
    const data = expectOk<{ idDc: number; rowVersion: number; newVersion: boolean; status: number }>(
      await accept(alice, id, fr),
    );
    expect(data).toMatchObject({ idDc: fr.idDc, newVersion: false, status: 1, rowVersion: fr.rowVersion + 1 });
    fr = { idDc: fr.idDc, rowVersion: data.rowVersion };
    expect(await certificationsOf(fr.idDc)).toEqual([
      {
        name: 'AWS Solutions Architect',
        organism: 'Amazon',
        kind: 'certification',
        obtained: '2026-11-21',
        expiry: '2029-11-21',
      },
    ]);
    const d = await details(t, alice, fr.idDc);
    // The history reads newest first.
    expect(d.history[0]).toMatchObject({
      fromStatus: 1,
      toStatus: 1,
      changedBy: { id: ids.alice, name: 'Alice Martin' },
      comment: 'Certification obtenue (souhait de formation n° 12)',
    });
    const row = await proposalOf(12);
    expect(row).toMatchObject({ state: 'accepted', decided_by: ids.alice, decided_dc_id: fr.idDc });
    expect(
      await t.db
        .selectFrom('skills_file_proposal_decision')
        .select(['id_lang', 'decision', 'dc_id'])
        .where('proposal_id', '=', row.id)
        .execute(),
    ).toEqual([{ id_lang: 1, decision: 'accepted', dc_id: fr.idDc }]);
    expect((await list(alice, fr.idDc)).items).toEqual([]);
  });

  it('accepting or dismissing it again is a 409', async () => {
    const { id } = await proposalOf(12);
    const again = await accept(alice, id, fr);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Cette proposition a déjà été acceptée ou écartée.');
    const dismiss = await t.call(alice, 'POST', '/api/Dc/proposals/dismiss', { id, idDc: fr.idDc });
    expect(dismiss.statusCode).toBe(409);
    expect(await certificationsOf(fr.idDc)).toHaveLength(1);
  });

  it('the same certification (name, organism, date obtained) already in the file: 409, still pending', async () => {
    await propose({ sourceId: 15, name: ' aws solutions architect ', organism: 'AMAZON', obtainedDate: '2026-11-21' });
    const { id } = await proposalOf(15);
    const res = await accept(alice, id, fr);
    expect(res.statusCode).toBe(409);
    expect(body(res).code).toBe('CONFLICT');
    expect((await proposalOf(15)).state).toBe('pending');
    expect(await certificationsOf(fr.idDc)).toHaveLength(1);
  });

  it('dismiss: owner only (403 for her manager), then gone from the list; a proposal of someone else is a 404', async () => {
    const { id } = await proposalOf(15);
    expect((await t.call(marc, 'POST', '/api/Dc/proposals/dismiss', { id, idDc: fr.idDc })).statusCode).toBe(403);
    const ok = expectOk<{ id: number; state: string }>(
      await t.call(alice, 'POST', '/api/Dc/proposals/dismiss', { id, idDc: fr.idDc }),
    );
    expect(ok).toEqual({ id, state: 'dismissed' });
    expect(await proposalOf(15)).toMatchObject({ state: 'dismissed', decided_by: ids.alice, decided_dc_id: null });
    expect((await list(alice, fr.idDc)).items).toEqual([]);

    // Marc's own proposal, named with Alice's file: not hers (404), and Marc's stays pending.
    await propose({ sourceId: 16, personId: ids.marc });
    const marcs = await proposalOf(16);
    expect((await accept(alice, marcs.id, fr)).statusCode).toBe(404);
    expect((await t.call(alice, 'POST', '/api/Dc/proposals/dismiss', { id: 99999999, idDc: fr.idDc })).statusCode).toBe(
      404,
    );
    expect((await proposalOf(16)).state).toBe('pending');
  });

  it('withdraw removes a pending proposal; an accepted one stays in its file but is no longer offered elsewhere', async () => {
    await propose({ sourceId: 17, name: 'CKA', organism: 'CNCF' });
    await propose({ sourceId: 20, name: 'CKAD', organism: 'CNCF' });
    expect((await list(alice, fr.idDc)).items.map((i) => i.source.id)).toEqual([17, 20]);
    const twenty = await proposalOf(20);
    fr = { ...fr, rowVersion: expectOk<{ rowVersion: number }>(await accept(alice, twenty.id, fr)).rowVersion };
    const withdraw = (id: number) =>
      t.db.transaction().execute((trx) => t.app.skillsFileProposals.withdraw(trx, { type: 'training', id }));
    await withdraw(17);
    await withdraw(20);
    expect((await list(alice, fr.idDc)).items).toEqual([]);
    expect(await t.db.selectFrom('skills_file_proposal').select('id').where('source_id', '=', 17).execute()).toEqual(
      [],
    );
    expect((await proposalOf(20)).state).toBe('accepted');
    expect((await certificationsOf(fr.idDc)).map((c) => c.name)).toContain('CKAD');
    expect(
      await t.db
        .selectFrom('skills_file_proposal_decision')
        .select(['id_lang', 'decision', 'decided_by'])
        .where('proposal_id', '=', twenty.id)
        .orderBy('id_lang')
        .execute(),
    ).toEqual([
      { id_lang: 1, decision: 'accepted', decided_by: ids.alice },
      { id_lang: 2, decision: 'dismissed', decided_by: null },
    ]);
  });

  it('bad input through the port (expiry before obtained, no name) is refused and writes nothing', async () => {
    await expect(propose({ sourceId: 18, obtainedDate: '2026-01-10', expiryDate: '2025-01-10' })).rejects.toMatchObject(
      { code: 'VALIDATION_FAILED' },
    );
    await expect(propose({ sourceId: 18, name: '   ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await t.db.selectFrom('skills_file_proposal').select('id').where('source_id', '=', 18).execute()).toEqual(
      [],
    );
  });
});

describe('accepting into a validated file', () => {
  it('creates a new draft version (the validated one archived), the row goes into the draft, named in its history', async () => {
    const cat = await catalogue(t);
    let en = await createDc(t, alice, ids.alice, 2);
    en = await fillMinimum(
      t,
      alice,
      en,
      cat.hard.slice(0, 4).map((x) => x.id),
    );
    const submitted = expectOk<{ rowVersion: number }>(
      await t.call(alice, 'PUT', '/api/Dc/updateStatus', {
        idDc: en.idDc,
        rowVersion: en.rowVersion,
        action: 'submit',
      }),
    );
    const validated = expectOk<{ rowVersion: number; status: number }>(
      await t.call(marc, 'PUT', '/api/Dc/updateStatus', {
        idDc: en.idDc,
        rowVersion: submitted.rowVersion,
        action: 'validate',
      }),
    );
    expect(validated.status).toBe(3);
    en = { idDc: en.idDc, rowVersion: validated.rowVersion };

    await propose({ sourceId: 14, name: 'Scrum Master', organism: 'Scrum.org', expiryDate: null });
    // The English file shows what its language has not decided: #12 (accepted into the French file) and #14; not #15
    // (dismissed before any acceptance) nor #17 (withdrawn).
    const shown = await list(alice, en.idDc);
    expect(shown.items.map((i) => [i.source.label, i.acceptedIn])).toEqual([
      ['training wish #12', [1]],
      ['training wish #14', []],
    ]);
    const { id } = await proposalOf(14);
    const data = expectOk<{ idDc: number; rowVersion: number; version: number; status: number; newVersion: boolean }>(
      await accept(alice, id, en),
    );
    expect(data).toMatchObject({ newVersion: true, version: 2, status: 1 });
    expect(data.idDc).not.toBe(en.idDc);
    expect(
      (await t.db.selectFrom('dc').select('status').where('id', '=', en.idDc).executeTakeFirstOrThrow()).status,
    ).toBe(4);
    expect(await certificationsOf(en.idDc)).toEqual([]);
    expect(await certificationsOf(data.idDc)).toEqual([
      { name: 'Scrum Master', organism: 'Scrum.org', kind: 'certification', obtained: '2026-11-20', expiry: null },
    ]);
    const d = await details(t, alice, data.idDc);
    expect(d.history.map((h) => [h.fromStatus, h.toStatus, h.comment])).toEqual([
      [1, 1, 'Certification obtained (training wish #14)'],
      [null, 1, 'v1'],
    ]);
    expect((await proposalOf(14)).decided_dc_id).toBe(data.idDc);
    en = { idDc: data.idDc, rowVersion: data.rowVersion };

    // #12, accepted in French, is added to the English draft too; then neither file shows it.
    const twelve = await proposalOf(12);
    const again = expectOk<{ idDc: number; rowVersion: number; newVersion: boolean }>(
      await accept(alice, twelve.id, en),
    );
    expect(again).toMatchObject({ idDc: en.idDc, newVersion: false });
    expect((await certificationsOf(en.idDc)).map((c) => c.name)).toEqual(['Scrum Master', 'AWS Solutions Architect']);
    expect((await list(alice, en.idDc)).items).toEqual([]);
    expect((await list(alice, fr.idDc)).items.map((i) => [i.source.id, i.acceptedIn])).toEqual([[14, [2]]]);
    expect((await accept(alice, twelve.id, { ...en, rowVersion: again.rowVersion })).statusCode).toBe(409);
  });

  it('after an acceptance in one language, dismissing in the other leaves it out of that file only', async () => {
    const fourteen = await proposalOf(14);
    const res = expectOk<{ id: number; state: string }>(
      await t.call(alice, 'POST', '/api/Dc/proposals/dismiss', { id: fourteen.id, idDc: fr.idDc }),
    );
    expect(res).toEqual({ id: fourteen.id, state: 'accepted' });
    expect((await list(alice, fr.idDc)).items).toEqual([]);
    expect((await certificationsOf(fr.idDc)).map((c) => c.name)).not.toContain('Scrum Master');
    expect(
      await t.db
        .selectFrom('skills_file_proposal_decision')
        .select(['id_lang', 'decision'])
        .where('proposal_id', '=', fourteen.id)
        .orderBy('id_lang')
        .execute(),
    ).toEqual([
      { id_lang: 1, decision: 'dismissed' },
      { id_lang: 2, decision: 'accepted' },
    ]);
  });
});
