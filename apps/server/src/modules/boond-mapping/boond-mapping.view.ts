/**
 * The mapping screen's view: for each kind, the tenant's entries and one row per value of ours with its state —
 * decided, not sent, proposed (labels matched), missing (nothing to propose) or stale (decided, but gone from the
 * dictionary). Pure: the service reads the dictionary, the decisions and our values.
 */
import type { BoondMapping, BoondMappingRow } from '@my-skills/shared/schemas/boond-mapping';
import {
  dictionaryEntries,
  MAPPING_KINDS,
  proposeMatch,
  type MappingKind,
  type OurValue,
} from '../../integrations/boond/dictionary';

export interface Decision {
  kind: MappingKind;
  ourValue: string;
  boondId: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

const entryOf = (e: { id: string | number; value: string }) => ({ id: String(e.id), label: e.value });

export function mappingView(
  dictionary: unknown,
  decisions: readonly Decision[],
  ours: Record<MappingKind, readonly OurValue[]>,
): Pick<BoondMapping, 'kinds' | 'undecided'> {
  const decided = new Map(decisions.map((d) => [`${d.kind}\u0000${d.ourValue}`, d]));
  let undecided = 0;
  const kinds = MAPPING_KINDS.map((kind) => {
    const raw = dictionaryEntries(dictionary, kind);
    const entries = raw.map(entryOf);
    const labels = new Map(entries.map((e) => [e.id, e.label]));
    const rows = ours[kind].map((value): BoondMappingRow => {
      const decision = decided.get(`${kind}\u0000${value.value}`);
      const common = { kind, ourValue: value.value, labelFr: value.fr, labelEn: value.en };
      if (decision) {
        const boondLabel = decision.boondId === null ? null : (labels.get(decision.boondId) ?? null);
        const state = decision.boondId === null ? 'notSent' : boondLabel === null ? 'stale' : 'decided';
        if (state === 'stale') undecided += 1;
        return {
          ...common,
          state,
          boondId: decision.boondId,
          boondLabel,
          proposal: state === 'stale' ? (proposalOf(kind, value, raw) ?? null) : null,
          decidedBy: decision.updatedBy,
          decidedAt: decision.updatedAt.toISOString(),
        };
      }
      undecided += 1;
      const proposal = proposalOf(kind, value, raw);
      return {
        ...common,
        state: proposal ? 'proposed' : 'missing',
        boondId: null,
        boondLabel: null,
        proposal: proposal ?? null,
        decidedBy: null,
        decidedAt: null,
      };
    });
    return { kind, entries, rows };
  });
  return { kinds, undecided };
}

function proposalOf(kind: MappingKind, value: OurValue, raw: ReturnType<typeof dictionaryEntries>) {
  const match = proposeMatch(kind, value, raw);
  return match ? entryOf(match) : undefined;
}
