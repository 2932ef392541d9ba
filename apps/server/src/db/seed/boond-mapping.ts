/**
 * The demo administrator's BoondManager mapping (docs/decisions/005-skills-file.md): on the demo organisation, the
 * embedded BoondManager simulator is the tenant, and its dictionary is known in advance. The seed records what an
 * administrator does on the mapping screen the first time: confirm every proposal (labels matched in both languages,
 * experience ranges by their years), pick a value where the labels differ (language levels, action types), and mark
 * what the tenant has no equivalent for as "not sent" (a tool then joins the free-text skills). The dictionary itself
 * is not stored here: the application reads it from BoondManager. Idempotent: decisions already taken are kept.
 */
import { sql, type Kysely } from 'kysely';
import { DICTIONARY } from '@my-skills/boond-simulator/seed';
import {
  dictionaryEntries,
  FIXED_VALUES,
  MAPPING_KINDS,
  proposeMatch,
  type MappingDecision,
  type MappingKind,
  type OurValue,
} from '../../integrations/boond/dictionary';
import { createBoondMappingRepository } from '../../integrations/boond/mapping.repository';
import type { Database } from '../schema';

/** Where the labels differ too much for a proposal, the demo administrator's own choice (the simulator's ids). */
const CHOSEN: Partial<Record<MappingKind, Record<string, string>>> = {
  languageLevel: { '1': 'scolaire', '4': 'maternel' },
  actionType: { eepBmSigned: '80', trainingRegistered: '4' },
};

/** The decisions of the demo administrator for a tenant's dictionary `data` and our values. */
export function demoDecisions(data: unknown, ours: Record<MappingKind, readonly OurValue[]>): MappingDecision[] {
  return MAPPING_KINDS.flatMap((kind) => {
    const entries = dictionaryEntries(data, kind);
    return ours[kind].map((value) => {
      const chosen = CHOSEN[kind]?.[value.value];
      const proposal = chosen ?? proposeMatch(kind, value, entries)?.id;
      return {
        kind,
        ourValue: value.value,
        ourLabel: value.en,
        boondId: proposal === undefined ? null : String(proposal),
      };
    });
  });
}

/** Records the demo administrator's decisions for the simulator's dictionary (keeps any decision already taken). */
export async function seedDemoBoondMapping(db: Kysely<Database>): Promise<number> {
  const repository = createBoondMappingRepository(db);
  const admin = await db
    .selectFrom('person')
    .select('id')
    .where(sql<string>`lower(email)`, '=', 'sophie.lefebvre@example.com')
    .executeTakeFirst();
  if (!admin) return 0;
  const taken = new Set((await repository.decisions()).map((d) => `${d.kind}\u0000${d.ourValue}`));
  const ours = { ...FIXED_VALUES, tool: await repository.tools() };
  const decisions = demoDecisions({ setting: DICTIONARY }, ours).filter(
    (d) => !taken.has(`${d.kind}\u0000${d.ourValue}`),
  );
  await repository.decide(db, decisions, admin.id);
  return decisions.length;
}
