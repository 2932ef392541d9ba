import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/types';
import type { Outbox } from '../../integrations/outbox/outbox';
import type { OutboxRepository } from '../../integrations/outbox/outbox.repository';
import { createDocumentKernel, type DocumentType } from './kernel';
import { transitionOf, type Transition } from './workflow';

// The gate and the history row, as the database would answer them (the transaction is the test's).
vi.mock('./document-tables.repository', async (original) => ({
  ...(await original<object>()),
  bumpRowVersion: async (trx: { log: string[] }) => {
    trx.log.push('gate');
    return { rowVersion: 2, status: 4 };
  },
  insertHistory: async (trx: { log: string[] }) => void trx.log.push('history'),
}));
// The audit entry every status change writes in its transaction (issue 23).
vi.mock('../audit/audit', async (original) => ({
  ...(await original<object>()),
  writeAudit: async (trx: { log: string[] }, _auth: unknown, entry: { action: string }) =>
    void trx.log.push(`audit ${entry.action}`),
}));

interface Doc {
  id: number;
  status: number;
  rowVersion: number;
  ownerId: number;
  mine: boolean;
}

const kernel = () =>
  createDocumentKernel({
    db: {} as Db,
    outbox: { transaction: async () => undefined } as unknown as Outbox,
    outboxRepository: {} as OutboxRepository,
  });

const submit: Transition<Doc> = { action: 'submit', from: 1, to: 2, allowed: (_auth, doc) => doc.mine };
const type = (objectType: 'ea' | 'dc'): DocumentType<Doc> => ({
  objectType,
  table: objectType,
  history: { table: `${objectType}_status_history`, documentColumn: `${objectType}_id` },
  load: async () => ({ id: 1, status: 1, rowVersion: 1, ownerId: 9, mine: true }),
  stateOf: (doc) => doc,
  ownerOf: async (id) => (id === 1 ? 9 : undefined),
  transitions: [submit],
  statusName: (status) => String(status),
  messages: { conflict: 'errors.CONFLICT', transition: 'errors.TRANSITION' },
});

const auth = { personId: 9, idLang: 1 } as Parameters<Transition<Doc>['allowed']>[0];

describe('document kernel', () => {
  it('registers each document type once and hands its owner lookup to object-access', async () => {
    const k = kernel();
    k.register(type('ea'));
    expect(() => k.register(type('ea'))).toThrow('registered twice');
    expect(Object.keys(k.ownerLookups())).toEqual(['ea']);
    expect(await k.ownerLookups().ea!(1)).toBe(9);
    expect(await k.ownerLookups().ea!(2)).toBeUndefined();
  });

  it('finds a workflow row by action', () => {
    expect(transitionOf([submit], 'submit')).toBe(submit);
    expect(transitionOf([submit], 'validate')).toBeUndefined();
  });

  it('refuses an action from another status (422 naming it) and a caller the row does not allow (403)', async () => {
    const handle = kernel().register(type('ea'));
    await expect(
      handle.transition(auth, { id: 1, status: 2, rowVersion: 1, ownerId: 9, mine: true }, 'submit', { rowVersion: 1 }),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE', messageKey: 'errors.TRANSITION', params: { status: '2' } });
    await expect(
      handle.transition(auth, { id: 1, status: 1, rowVersion: 1, ownerId: 9, mine: false }, 'submit', {
        rowVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it("runs the caller's `within` in the transition's transaction, after the row's `then`, with its result", async () => {
    const log: string[] = [];
    const transaction = async (work: (trx: unknown) => Promise<unknown>) => {
      log.length = 0;
      try {
        return await work({ log });
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    };
    const k = createDocumentKernel({
      db: {} as Db,
      outbox: { transaction } as unknown as Outbox,
      outboxRepository: {} as OutboxRepository,
    });
    const newVersion: Transition<Doc> = {
      action: 'newVersion',
      from: 3,
      to: 4,
      allowed: () => true,
      then: async (trx) => {
        (trx as unknown as { log: string[] }).log.push('then');
        return { id: 7 };
      },
    };
    const handle = k.register({ ...type('dc'), transitions: [newVersion] });
    const doc = { id: 1, status: 3, rowVersion: 1, ownerId: 9, mine: true };
    const r = await handle.transition(auth, doc, 'newVersion', {
      rowVersion: 1,
      within: async (trx, result) =>
        void (trx as unknown as { log: string[] }).log.push(`within ${JSON.stringify(result)}`),
    });
    expect(log).toEqual(['gate', 'history', 'then', 'within {"id":7}', 'audit newVersion']);
    expect(r).toMatchObject({ to: 4, rowVersion: 2, result: { id: 7 } });
    // A failure in `within` fails the transition: its transaction is rolled back.
    await expect(
      handle.transition(auth, doc, 'newVersion', {
        rowVersion: 1,
        within: async () => {
          throw new Error('half-way');
        },
      }),
    ).rejects.toThrow('half-way');
    expect(log).toEqual(['gate', 'history', 'then', 'rollback']);
  });
});
