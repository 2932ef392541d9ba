import { describe, expect, it } from 'vitest';
import type { BoondMappingRow } from '@my-skills/shared/schemas/boond-mapping';
import {
  canConfirm,
  initialChoice,
  isDecided,
  needsDecision,
  notSentDecisions,
  proposalDecisions,
  visibleRows,
} from './mapping-rows';

const row = (patch: Partial<BoondMappingRow>): BoondMappingRow => ({
  kind: 'languageLevel',
  ourValue: '3',
  labelFr: 'Courant',
  labelEn: 'Fluent',
  state: 'missing',
  boondId: null,
  boondLabel: null,
  proposal: null,
  decidedBy: null,
  decidedAt: null,
  ...patch,
});

const decided = row({ state: 'decided', boondId: 'courant', boondLabel: 'Courant' });
const notSent = row({ ourValue: '1', labelFr: 'Notions', labelEn: 'Basic knowledge', state: 'notSent' });
const proposed = row({
  ourValue: '5',
  labelFr: 'Langue maternelle',
  labelEn: 'Native',
  state: 'proposed',
  proposal: { id: 'maternel', label: 'Maternel' },
});
const missing = row({ ourValue: '2', labelFr: 'Intermédiaire', labelEn: 'Intermediate', state: 'missing' });
const stale = row({ ourValue: '4', labelFr: 'Bilingue', labelEn: 'Bilingual', state: 'stale', boondId: 'gone' });

describe('the mapping rows', () => {
  it('holds messages for proposed, missing and stale values; forgets decided, not-sent and stale ones', () => {
    expect([decided, notSent, proposed, missing, stale].map((r) => needsDecision(r.state))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([decided, notSent, proposed, missing, stale].map((r) => isDecided(r.state))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it('starts each editor from the decision, else the proposal', () => {
    expect(initialChoice(decided, 'Not sent')).toEqual({ boondId: 'courant', label: 'Courant' });
    expect(initialChoice(notSent, 'Not sent')).toEqual({ boondId: null, label: 'Not sent' });
    expect(initialChoice(proposed, 'Not sent')).toEqual({ boondId: 'maternel', label: 'Maternel' });
    expect(initialChoice(missing, 'Not sent')).toBeNull();
    expect(initialChoice(stale, 'Not sent')).toBeNull();
  });

  it('confirms a choice that changes something', () => {
    expect(canConfirm(decided, { boondId: 'courant', label: 'Courant' })).toBe(false);
    expect(canConfirm(decided, { boondId: null, label: 'Not sent' })).toBe(true);
    expect(canConfirm(notSent, { boondId: null, label: 'Not sent' })).toBe(false);
    expect(canConfirm(proposed, { boondId: 'maternel', label: 'Maternel' })).toBe(true);
    expect(canConfirm(missing, null)).toBe(false);
  });

  it('searches both languages, our value and the tenant value, ignoring case and accents', () => {
    const rows = [decided, notSent, proposed, missing, stale];
    expect(visibleRows(rows, 'intermediaire', false)).toEqual([missing]);
    expect(visibleRows(rows, 'NATIVE', false)).toEqual([proposed]);
    expect(visibleRows(rows, 'maternel', false)).toEqual([proposed]);
    expect(visibleRows(rows, '', true)).toEqual([proposed, missing, stale]);
    expect(visibleRows(rows, 'courant', true)).toEqual([]);
  });

  it('makes the bulk decisions of a kind', () => {
    const rows = [decided, notSent, proposed, missing, stale];
    expect(proposalDecisions(rows)).toEqual([{ kind: 'languageLevel', ourValue: '5', boondId: 'maternel' }]);
    expect(notSentDecisions(rows)).toEqual([{ kind: 'languageLevel', ourValue: '2', boondId: null }]);
  });
});
