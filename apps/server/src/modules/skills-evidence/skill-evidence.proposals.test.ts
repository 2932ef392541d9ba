import { describe, expect, it } from 'vitest';
import { namesSkill, proposeEvidence, type EvidenceSources } from './skill-evidence.proposals';

const none: EvidenceSources = { fileId: 7, experiences: [], certifications: [], skillNames: [], trainings: [] };
const training = (over: Partial<EvidenceSources['trainings'][number]> = {}) => ({
  id: 3,
  title: '',
  organism: 'Org',
  startDate: '2024-01-01',
  endDate: '2024-01-03',
  certificationObtained: false,
  certificationName: '',
  certificationDate: null,
  linkedSkills: [],
  ...over,
});

describe('namesSkill', () => {
  it('finds a skill name as a whole word, whatever the case and accents', () => {
    expect(namesSkill('Formation Kubernetes avancée', 'kubernetes')).toBe(true);
    expect(namesSkill('JavaScript moderne', 'Java')).toBe(false);
    expect(namesSkill('Java 21', 'Java')).toBe(true);
    expect(namesSkill('Programmation C++ avancée', 'C++')).toBe(true);
    expect(namesSkill('Programmation C avancée', 'C++')).toBe(false);
    expect(namesSkill('Modélisation UML', 'modelisation uml')).toBe(true);
    expect(namesSkill('Go to market', 'G')).toBe(false);
  });
});

describe('proposeEvidence', () => {
  it('keys experiences by client, project and start date, certifications by name and organism', () => {
    const out = proposeEvidence({
      ...none,
      experiences: [
        { idSkill: 1, position: 'Dev', client: ' Banque  X ', project: 'Paie', startDate: '2020-01-01', endDate: null },
        { idSkill: 1, position: 'Dev', client: 'banque x', project: 'paie', startDate: '2020-01-01', endDate: null },
        { idSkill: 2, position: 'Dev', client: '', project: '', startDate: null, endDate: null },
      ],
      certifications: [{ idSkill: 1, name: 'CKA ', organism: 'CNCF', obtainedDate: '2021-01-01', expiryDate: null }],
    });
    expect(out.map((c) => [c.idSkill, c.kind, c.sourceKey, c.label, c.dcId])).toEqual([
      [1, 'experience', 'banque x|paie|2020-01-01', 'Banque  X', 7],
      [2, 'experience', '||', 'Dev', 7],
      [1, 'certification', 'cka|cncf', 'CKA', 7],
    ]);
  });

  it('proposes a training for each of the file’s skills its title or certification names', () => {
    const out = proposeEvidence({
      ...none,
      skillNames: [
        { idSkill: 1, name: 'Kubernetes' },
        { idSkill: 1, name: 'K8s' },
        { idSkill: 2, name: 'Docker' },
        { idSkill: 3, name: 'Java' },
      ],
      trainings: [
        training({ id: 3, title: 'Docker et K8s' }),
        training({
          id: 4,
          title: 'Cloud',
          certificationObtained: true,
          certificationName: 'Certified Kubernetes Administrator',
          startDate: null,
          certificationDate: '2025-06-01',
        }),
        training({ id: 5, title: 'Cloud', certificationObtained: false, certificationName: 'Java Expert' }),
        // Linked to a gap or a catalogue entry: those skills, named or not, in the file or not.
        training({ id: 6, title: 'Remise à niveau', linkedSkills: [9, 2] }),
      ],
    });
    expect(out.map((c) => [c.idSkill, c.sourceKey, c.label, c.startDate, c.trainingWishId, c.dcId])).toEqual([
      [1, 'wish:3', 'Docker et K8s', '2024-01-01', 3, null],
      [2, 'wish:3', 'Docker et K8s', '2024-01-01', 3, null],
      [1, 'wish:4', 'Certified Kubernetes Administrator', '2025-06-01', 4, null],
      [9, 'wish:6', 'Remise à niveau', '2024-01-01', 6, null],
      [2, 'wish:6', 'Remise à niveau', '2024-01-01', 6, null],
    ]);
  });
});
