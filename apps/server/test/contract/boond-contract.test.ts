/**
 * The BoondManager contract suite (docs/decisions/003-outbox-and-mail.md).
 *
 * - Read-only checks (current user, dictionary, one resource's technical data), the same the exchanges screen's
 *   "test the connection" runs: on the simulator always, and on a real tenant when BOOND_URL, BOOND_CLIENT_TOKEN,
 *   BOOND_USER_TOKEN and BOOND_CLIENT_KEY are set in the environment (BOOND_CONTRACT_RESOURCE_ID names the resource
 *   to read; nothing is written there). A deployment runs `npx vitest run --project api apps/server/test/contract`
 *   with its settings before the first send.
 * - On the simulator only (it refuses what the real API refuses): every value the adapter can send, once resolved
 *   through the demo administrator's mapping, is accepted — all languages at all levels, every tool, every experience
 *   range, every action type — and what a real tenant refuses (integer language codes, a tool outside the
 *   dictionary, an unknown action type) is refused with BoondManager’s codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY } from '@my-skills/boond-simulator/seed';
import { createBoondClient } from '../../src/integrations/boond/client';
import { runContractChecks } from '../../src/integrations/boond/contract';
import {
  createResolver,
  dictionaryEntries,
  EXPERIENCE_BUCKETS,
  FIXED_VALUES,
  MAPPING_KINDS,
} from '../../src/integrations/boond/dictionary';
import { actionTypeOf, technicalDataRequest } from '../../src/integrations/boond/requests';
import { BoondError } from '../../src/integrations/boond/errors';
import type { BoondClient, BoondClientOptions } from '../../src/integrations/boond/types';
import { demoDecisions } from '../../src/db/seed/boond-mapping';
import { boondEnv, startSimulator, type Simulator } from '../outbox/peers';

let sim: Simulator;
let simulator: BoondClient;

const clientOf = (env: Record<string, string | undefined>): BoondClientOptions => ({
  baseUrl: env.BOOND_URL!,
  clientToken: env.BOOND_CLIENT_TOKEN!,
  userToken: env.BOOND_USER_TOKEN!,
  clientKey: env.BOOND_CLIENT_KEY!,
  timeoutMs: 15_000,
});

const tenant = process.env;
const tenantConfigured = Boolean(
  tenant.BOOND_URL && tenant.BOOND_CLIENT_TOKEN && tenant.BOOND_USER_TOKEN && tenant.BOOND_CLIENT_KEY,
);

beforeAll(async () => {
  sim = await startSimulator();
  simulator = createBoondClient(clientOf(boondEnv(sim)));
});
afterAll(async () => {
  await sim?.close();
});

/** What every tenant's answers must look like for the adapter to work. */
async function readOnlyContract(client: BoondClient, resourceId: number | null) {
  const result = await runContractChecks(client, { resourceId });
  expect(result.checks.filter((c) => c.outcome === 'failed')).toEqual([]);
  expect(result.id).toBeTruthy();
  const { data } = await client.dictionary();
  for (const kind of MAPPING_KINDS) {
    const entries = dictionaryEntries(data, kind);
    expect(entries.length, kind).toBeGreaterThan(0);
    for (const e of entries) expect(e.value.trim(), `${kind} ${String(e.id)}`).not.toBe('');
  }
  // The official schema types these ids as strings (a French tenant: "anglais", "courant").
  for (const kind of ['languageSpoken', 'languageLevel', 'tool'] as const)
    for (const e of dictionaryEntries(data, kind)) expect(typeof e.id, `${kind} ${String(e.id)}`).toBe('string');
  return result;
}

describe('read-only contract', () => {
  it('the simulator answers as the adapter expects', async () => {
    const result = await readOnlyContract(simulator, 1001);
    expect(result.checks.map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(result.checks[2]!.detail).toBe('resource 1001: 1 tools, 1 languages, 1 references');
  });

  it.skipIf(!tenantConfigured)(
    'the configured BoondManager tenant answers as the adapter expects (read-only)',
    async () => {
      const resource = tenant.BOOND_CONTRACT_RESOURCE_ID ? Number(tenant.BOOND_CONTRACT_RESOURCE_ID) : null;
      const result = await readOnlyContract(createBoondClient(clientOf(tenant)), resource);
      if (resource === null) expect(result.checks[2]!.outcome).toBe('skipped');
    },
  );
});

describe('what the adapter sends is what the tenant accepts (simulator)', () => {
  const data = { setting: DICTIONARY };
  const ours = {
    ...FIXED_VALUES,
    tool: dictionaryEntries(data, 'tool').map((e, i) => ({ value: String(i + 1), fr: e.value, en: e.value })),
  };
  const decisions = demoDecisions(data, ours);
  const resolver = () => createResolver(data, decisions);

  it('every language at every level, every tool and every experience range', async () => {
    const languages = FIXED_VALUES.languageSpoken.flatMap((l) =>
      FIXED_VALUES.languageLevel.map((level) => ({ code: l.value, idLevel: Number(level.value) })),
    );
    const r = resolver();
    for (const bucket of EXPERIENCE_BUCKETS) {
      const request = technicalDataRequest(
        {
          title: 'Contract',
          tools: ours.tool.map((t) => ({ idSkill: Number(t.value), label: t.en, level: 1 + (Number(t.value) % 4) })),
          languages,
          experienceYears: bucket.min,
          references: [{ title: 'Mission', company: 'Client', startMonth: 1, startYear: 2024 }],
        },
        r,
        await simulator.getTechnicalData(1002),
      );
      expect(r.gaps).toEqual([]);
      await simulator.putTechnicalData(1002, request);
    }
    const stored = await simulator.getTechnicalData(1002);
    expect(stored.tools).toHaveLength(ours.tool.length);
    // Languages decided "not sent" are left out; the others are the tenant's string ids.
    expect(stored.languages!.every((l) => typeof l.language === 'string' && typeof l.level === 'string')).toBe(true);
    // The reference sent again kept its id: validating twice does not add it twice.
    expect(stored.references).toHaveLength(1);
    expect(stored.experience).toBe(11);
  });

  it('every action type we write, with a date-time and its offset', async () => {
    const r = resolver();
    for (const ours of FIXED_VALUES.actionType) {
      const typeOf = actionTypeOf(ours.value as never, r);
      expect(typeOf, ours.value).not.toBeUndefined();
      if (typeOf === null || typeOf === undefined) continue;
      const { id } = await simulator.createAction({ resourceId: 1001, typeOf, date: new Date(), text: ours.en });
      expect(id).toMatch(/^\d+$/);
    }
  });

  it('refuses what a real tenant refuses, with its codes', async () => {
    const refusal = async (work: () => Promise<unknown>) => {
      const error = await work().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BoondError);
      return error as BoondError;
    };
    const integerLanguage = await refusal(() =>
      simulator.putTechnicalData(1001, { languages: [{ language: 2, level: 'courant' }] }),
    );
    expect([integerLanguage.status, integerLanguage.code, integerLanguage.retryable]).toEqual([422, '1017', false]);
    expect(integerLanguage.source).toEqual({ pointer: '/data/attributes/languages/0/language' });

    const unknownTool = await refusal(() => simulator.putTechnicalData(1001, { tools: [{ tool: 'cobol', level: 3 }] }));
    expect(unknownTool.code).toBe('1017');
    expect(unknownTool.detail).toContain('1017');

    const unknownType = await refusal(() =>
      simulator.createAction({ resourceId: 1001, typeOf: 62, date: new Date(), text: 'x' }),
    );
    expect(unknownType.code).toBe('1017');
  });
});
