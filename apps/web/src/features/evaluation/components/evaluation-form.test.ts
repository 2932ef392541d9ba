import { describe, expect, it } from 'vitest';
import type { EaFormValues } from './evaluation-form';
import { lineKey, saveBodyOf } from './evaluation-form';

const stored: EaFormValues = {
  cadreEntretien: {
    experience: '8',
    society: 'My Skills Conseil',
    dateNaissance: '1990-04-12',
    dateEntreeAstek: '2019-09-02',
    function: 'Développeuse',
    dateEntretienN: null,
    dateEntretienNm1: null,
  },
  bilanAnnuel: {
    experienceComment: '',
    consultantAppreciation: { contributions: '', strengths: '', weaknesses: '' },
    managerAppreciation: { contributions: '', strengths: '', weaknesses: '' },
    evaluationPerformance: null,
    commentaire: '',
  },
  evolutionProfessionnelle: {
    shortTerm: { goal: '', motivation: '', way: '' },
    mediumTerm: { goal: '', motivation: '', way: '' },
    longTerm: { goal: '', motivation: '', way: '' },
    mobility: '',
    otherActivity: '',
    otherWill: '',
  },
  goalReviews: [],
  trainingReviews: [],
  synthese: '',
  cpfHours: '',
  cpfDate: null,
  cpfIsOkTraining: false,
  commentTrainingRequest: '',
  isDCUpToDate: false,
  lines: { [lineKey(7)]: { noteConsultant: null, noteManager: null, commentConsultant: '', commentManager: '' } },
};

const employee = { canEditConsultantSide: true, canEditManagerSide: false };
const manager = { canEditConsultantSide: false, canEditManagerSide: true };

describe('one save of what changed', () => {
  it('sends nothing when nothing changed', () => {
    expect(saveBodyOf(stored, stored, employee)).toEqual({});
  });

  it('sends only the viewer’s own changed fields, blocks field by field, and their side of the lines', () => {
    const values: EaFormValues = {
      ...stored,
      evolutionProfessionnelle: { ...stored.evolutionProfessionnelle, mobility: 'Lyon' },
      bilanAnnuel: { ...stored.bilanAnnuel, commentaire: 'typed by mistake' },
      cpfHours: '12',
      trainingReviews: [
        { name: 'Kubernetes', date: null, evaluation: 2, comment: '' },
        { name: '  ', date: null, evaluation: null, comment: '' },
      ],
      lines: { [lineKey(7)]: { noteConsultant: 3, noteManager: 4, commentConsultant: 'daily', commentManager: '' } },
    };
    expect(saveBodyOf(values, stored, employee)).toEqual({
      evolutionProfessionnelle: { mobility: 'Lyon' },
      cpfHours: 12,
      trainingReviews: [{ name: 'Kubernetes', date: null, evaluation: 2, comment: '' }],
      skillLines: [{ id: 7, noteConsultant: 3, commentConsultant: 'daily' }],
    });
    expect(saveBodyOf(values, stored, manager)).toEqual({
      bilanAnnuel: { commentaire: 'typed by mistake' },
      skillLines: [{ id: 7, noteManager: 4 }],
    });
  });

  it('clears CPF hours with null', () => {
    expect(saveBodyOf({ ...stored, cpfHours: '' }, { ...stored, cpfHours: '5' }, employee)).toEqual({
      cpfHours: null,
    });
  });
});
