import { describe, expect, it } from 'vitest';
import {
  createResolver,
  describeGaps,
  dictionaryEntries,
  experienceBucket,
  FIXED_VALUES,
  proposeMatch,
} from './dictionary';

/** The shape of a French tenant's dictionary (a captured one, see the simulator's README). */
const data = {
  setting: {
    action: {
      resource: [
        { id: 4, value: 'Note', isNotification: false },
        { id: 80, value: 'Entretien RH Annuel', isNotification: false },
        { id: 102, value: 'Notification', isNotification: true },
      ],
    },
    experience: [
      { id: 0, value: "Pas d'expérience" },
      { id: 1, value: '1 à 2 ans' },
      { id: 2, value: '3 à 5 ans' },
      { id: 3, value: '6 à 10 ans' },
      { id: 11, value: '> 10 ans' },
    ],
    languageLevel: [
      { id: 'scolaire', value: 'Scolaire' },
      { id: 'intermédiaire', value: 'Intermédiaire' },
      { id: 'courant', value: 'Courant' },
      { id: 'maternel', value: 'Maternel' },
    ],
    languageSpoken: [
      { id: 'anglais', value: 'Anglais' },
      { id: 'allemand', value: 'Allemand' },
    ],
    tool: [
      { id: 'java', value: 'Java' },
      { id: 'javascript', value: 'JavaScript' },
      { id: 'spring', value: 'Spring' },
    ],
  },
};
const ours = (kind: keyof typeof FIXED_VALUES, value: string) => FIXED_VALUES[kind].find((v) => v.value === value)!;

describe('the tenant’s dictionary', () => {
  it('reads each kind, leaving notification action types out', () => {
    expect(dictionaryEntries(data, 'actionType').map((e) => e.id)).toEqual([4, 80]);
    expect(dictionaryEntries(data, 'languageSpoken')).toContainEqual({ id: 'anglais', value: 'Anglais' });
    expect(dictionaryEntries({}, 'tool')).toEqual([]);
  });

  it('proposes matches by label in either language, the experience by its range', () => {
    const entries = (kind: Parameters<typeof dictionaryEntries>[1]) => dictionaryEntries(data, kind);
    expect(proposeMatch('languageSpoken', ours('languageSpoken', 'en'), entries('languageSpoken'))?.id).toBe('anglais');
    expect(proposeMatch('languageSpoken', ours('languageSpoken', 'it'), entries('languageSpoken'))).toBeUndefined();
    expect(proposeMatch('languageLevel', ours('languageLevel', '3'), entries('languageLevel'))?.id).toBe('courant');
    expect(proposeMatch('languageLevel', ours('languageLevel', '5'), entries('languageLevel'))?.id).toBe('maternel');
    expect(proposeMatch('languageLevel', ours('languageLevel', '1'), entries('languageLevel'))).toBeUndefined();
    expect(proposeMatch('experience', ours('experience', '3-5'), entries('experience'))?.id).toBe(2);
    expect(proposeMatch('experience', ours('experience', '11+'), entries('experience'))?.id).toBe(11);
    expect(proposeMatch('experience', ours('experience', '0'), entries('experience'))?.id).toBe(0);
    expect(proposeMatch('actionType', ours('actionType', 'evaluationSigned'), entries('actionType'))?.id).toBe(80);
    // Tools match exactly only: "Java" is not "JavaScript", "Spring Boot" is not "Spring".
    const tool = (name: string) => ({ value: '1', fr: name, en: name });
    expect(proposeMatch('tool', tool('java'), entries('tool'))?.id).toBe('java');
    expect(proposeMatch('tool', tool('Spring Boot'), entries('tool'))).toBeUndefined();
    // A catalogue skill already known by a tenant id is proposed that id.
    expect(proposeMatch('tool', { ...tool('Spring Framework'), knownId: 'spring' }, entries('tool'))?.id).toBe(
      'spring',
    );
  });

  it('puts years of experience in their range', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 30].map(experienceBucket)).toEqual([
      '0',
      '1-2',
      '1-2',
      '3-5',
      '3-5',
      '6-10',
      '6-10',
      '11+',
      '11+',
    ]);
  });
});

describe('the resolver', () => {
  const decisions = [
    { kind: 'languageSpoken', ourValue: 'en', ourLabel: 'English', boondId: 'anglais' },
    { kind: 'languageSpoken', ourValue: 'de', ourLabel: 'German', boondId: null },
    { kind: 'languageSpoken', ourValue: 'es', ourLabel: 'Spanish', boondId: 'espagnol' },
    { kind: 'experience', ourValue: '11+', ourLabel: 'More than 10 years', boondId: '11' },
    { kind: 'tool', ourValue: '7', ourLabel: 'Java', boondId: 'java' },
  ] as const;

  it('gives the tenant’s id typed as its dictionary types it, null for "not sent", and records gaps once', () => {
    const tools = [
      { value: '7', fr: 'Java', en: 'Java' },
      { value: '8', fr: 'Assembleur', en: 'Assembly language' },
    ];
    const r = createResolver(
      data,
      [...decisions, { kind: 'tool', ourValue: '8', ourLabel: 'Assembly language', boondId: 'java' }],
      tools,
    );
    expect(r.resolve('languageSpoken', 'en', 'English')).toBe('anglais');
    expect(r.resolve('experience', '11+', 'More than 10 years')).toBe(11);
    expect(r.resolve('languageSpoken', 'de', 'German')).toBeNull();
    expect(r.resolve('languageSpoken', 'it', 'Italian')).toBeUndefined();
    expect(r.resolve('languageSpoken', 'it', 'Italian')).toBeUndefined();
    // Decided, but the dictionary no longer has it.
    expect(r.resolve('languageSpoken', 'es', 'Spanish')).toBeUndefined();
    // A rate names a skill by its French or English name.
    expect(r.resolveToolByLabel(' JAVA ')).toBe('java');
    expect(r.resolveToolByLabel('Assembleur')).toBe('java');
    expect(r.resolveToolByLabel('Rust')).toBeUndefined();
    expect(r.gaps).toHaveLength(3);
    expect(describeGaps(r.gaps)).toBe(
      "language 'Italian' has no match in BoondManager's dictionary; " +
        "language 'Spanish' is mapped to 'espagnol', which BoondManager's dictionary no longer has; " +
        "tool 'Rust' is not in the skills catalogue",
    );
  });
});
