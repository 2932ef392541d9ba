/**
 * The read-only contract checks of a BoondManager connection (docs/decisions/003-outbox-and-mail.md): the current
 * user (the credentials), the dictionary (every kind we resolve through it is there, with ids and labels), and one
 * resource's technical data (a JSON:API resource whose coded values are the dictionary's). They write nothing, so
 * they run against a real tenant as well as the simulator: the exchanges screen's "test the connection" runs them,
 * and so does the contract test suite (test/contract), on the simulator in CI and on a tenant when one is configured.
 */
import type { BoondConnectionResult, BoondContractCheck } from '@my-skills/shared/schemas/boond-mapping';
import { dictionaryEntries, MAPPING_KINDS, type MappingKind } from './dictionary';
import type { BoondClient } from './types';

const KIND_NAMES: Record<MappingKind, string> = {
  languageSpoken: 'spoken languages',
  languageLevel: 'language levels',
  experience: 'experience ranges',
  tool: 'tools',
  actionType: 'resource action types',
};

const reason = (error: unknown) =>
  error instanceof Error
    ? 'detail' in error && typeof error.detail === 'string'
      ? error.detail
      : error.message
    : String(error);

async function check(name: BoondContractCheck['name'], run: () => Promise<string>): Promise<BoondContractCheck> {
  try {
    return { name, outcome: 'passed', detail: await run() };
  } catch (error) {
    return { name, outcome: 'failed', detail: reason(error) };
  }
}

class ContractViolation extends Error {}

export async function runContractChecks(
  boond: Pick<BoondClient, 'currentUser' | 'dictionary' | 'getTechnicalData'>,
  { resourceId }: { resourceId: number | null },
): Promise<BoondConnectionResult> {
  let user: Awaited<ReturnType<BoondClient['currentUser']>> | null = null;
  let dictionary: unknown = null;

  const checks: BoondContractCheck[] = [
    await check('currentUser', async () => {
      user = await boond.currentUser();
      if (!user.id) throw new ContractViolation('the current user has no id');
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return `API user ${name || '(no name)'} (id ${user.id})`;
    }),
    await check('dictionary', async () => {
      const { data, version } = await boond.dictionary();
      dictionary = data;
      const counts = MAPPING_KINDS.map((kind) => [kind, dictionaryEntries(data, kind).length] as const);
      const empty = counts.filter(([, n]) => n === 0).map(([kind]) => KIND_NAMES[kind]);
      if (empty.length > 0) throw new ContractViolation(`the dictionary has no ${empty.join(', ')}`);
      return `version ${version ?? 'unknown'}: ${counts.map(([kind, n]) => `${n} ${KIND_NAMES[kind]}`).join(', ')}`;
    }),
  ];

  if (resourceId === null) {
    checks.push({ name: 'technicalData', outcome: 'skipped', detail: 'no resource to read (no BoondManager id)' });
  } else {
    checks.push(
      await check('technicalData', async () => {
        const data = await boond.getTechnicalData(resourceId);
        const parts = [
          `${data.tools?.length ?? 0} tools`,
          `${data.languages?.length ?? 0} languages`,
          `${data.references?.length ?? 0} references`,
        ];
        if (dictionary !== null) {
          const known = (kind: MappingKind) => new Set(dictionaryEntries(dictionary, kind).map((e) => String(e.id)));
          const tools = known('tool');
          const languages = known('languageSpoken');
          const outside = [
            ...(data.tools ?? []).filter((t) => !tools.has(String(t.tool))).map((t) => `tool '${t.tool}'`),
            ...(data.languages ?? [])
              .filter((l) => !languages.has(String(l.language)))
              .map((l) => `language '${l.language}'`),
          ];
          if (outside.length > 0) parts.push(`not in the dictionary: ${outside.join(', ')}`);
        }
        return `resource ${resourceId}: ${parts.join(', ')}`;
      }),
    );
  }

  const u = user as Awaited<ReturnType<BoondClient['currentUser']>> | null;
  return { id: u?.id ?? null, firstName: u?.firstName ?? null, lastName: u?.lastName ?? null, checks };
}

/** One line for the checks that failed (the exchange's error detail). */
export const failedChecks = (result: BoondConnectionResult): string =>
  result.checks
    .filter((c) => c.outcome === 'failed')
    .map((c) => `${c.name}: ${c.detail}`)
    .join('; ');
