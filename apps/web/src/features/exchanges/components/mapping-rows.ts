/**
 * The mapping screen's pure rules: which rows need a decision, what a row's editor starts from, what Confirm sends,
 * the search, and the bulk decisions of a kind.
 */
import {
  DICTIONARY_HELD_CODE,
  type BoondMappingRow,
  type BoondMappingState,
} from '@my-skills/shared/schemas/boond-mapping';
import { paths } from '../../../lib/paths';
import type { UiLanguage } from '../../../lib/ui-language';

/** The exchanges list filtered on the held exchanges: failed, with the dictionary's error code (the list's URL state). */
export const heldExchangesPath = `${paths.management.exchanges}?${new URLSearchParams({
  filters: JSON.stringify([
    { field: 'state', op: 'equal', value: 'failed' },
    { field: 'lastErrorCode', op: 'equal', value: DICTIONARY_HELD_CODE },
  ]),
}).toString()}`;

/** A choice of a row's editor: a tenant entry, or `boondId` null: "not sent". */
export interface MappingChoice {
  boondId: string | null;
  label: string;
}

/** The states messages are held for: nobody decided (proposed, missing) or the decided id is gone (stale). */
export const needsDecision = (state: BoondMappingState) =>
  state === 'proposed' || state === 'missing' || state === 'stale';

/** A decision was taken (one that can be forgotten). */
export const isDecided = (state: BoondMappingState) => state === 'decided' || state === 'notSent' || state === 'stale';

/** The key of a row among all kinds. */
export const rowKey = (row: Pick<BoondMappingRow, 'kind' | 'ourValue'>) => `${row.kind}\u0000${row.ourValue}`;

/** Our value's label in the interface language. */
export const ourLabel = (row: Pick<BoondMappingRow, 'labelFr' | 'labelEn'>, language: UiLanguage) =>
  language === 'en' ? row.labelEn : row.labelFr;

/**
 * What a row's editor shows before anyone touches it: the decision (its entry, or "not sent"), else the proposal
 * (a proposed row, or a stale one that has a new match), else nothing.
 */
export function initialChoice(row: BoondMappingRow, notSentLabel: string): MappingChoice | null {
  if (row.state === 'notSent') return { boondId: null, label: notSentLabel };
  if (row.state === 'decided' && row.boondId !== null)
    return { boondId: row.boondId, label: row.boondLabel ?? row.boondId };
  return row.proposal ? { boondId: row.proposal.id, label: row.proposal.label } : null;
}

/** Confirm is offered when a choice is made and it changes something (a decided row confirmed as is does not). */
export function canConfirm(row: BoondMappingRow, choice: MappingChoice | null): choice is MappingChoice {
  if (!choice) return false;
  if (row.state === 'decided' || row.state === 'notSent') return choice.boondId !== row.boondId;
  return true;
}

/** Lower case, without accents: the search ignores both. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The rows shown: those needing a decision when asked, and those whose labels, value or tenant value hold the search. */
export function visibleRows(rows: readonly BoondMappingRow[], search: string, onlyUndecided: boolean) {
  const term = normalize(search);
  return rows.filter(
    (row) =>
      (!onlyUndecided || needsDecision(row.state)) &&
      (term === '' ||
        [row.labelFr, row.labelEn, row.ourValue, row.boondLabel, row.proposal?.label].some(
          (text) => text && normalize(text).includes(term),
        )),
  );
}

/** "Confirm all proposals": every proposed row as its proposal. */
export const proposalDecisions = (rows: readonly BoondMappingRow[]) =>
  rows.flatMap((row) =>
    row.state === 'proposed' && row.proposal
      ? [{ kind: row.kind, ourValue: row.ourValue, boondId: row.proposal.id }]
      : [],
  );

/** "Mark the rest as not sent": every row without a match (missing) as not sent. */
export const notSentDecisions = (rows: readonly BoondMappingRow[]) =>
  rows.flatMap((row) =>
    row.state === 'missing' ? [{ kind: row.kind, ourValue: row.ourValue, boondId: null as string | null }] : [],
  );
