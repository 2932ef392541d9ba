import { describe, expect, it } from 'vitest';
import { errorsOf, formProblems, lineKey, saveBodyOf, type EepBmFormValues } from './eep-bm-form';
import { missingItems } from './missing-items';

const line = { evaluationConsultant: null, evaluationManager: null, commentConsultant: '', commentManager: '' };

const stored: EepBmFormValues = {
  interviewDate: '2026-03-02',
  position: 'Business manager',
  entity: 'Lyon',
  functionEntryDate: null,
  idBusinessManager: 1,
  degree: '',
  degreeObtainPeriod: '',
  experience: '',
  rPlus: '',
  sign: '4',
  oc: '',
  promotionCriteria: '',
  strengthsManager: '',
  areasOfProgress: '',
  actionsToBeImplemented: '',
  shortTermGoal: '',
  shortTermMotivation: '',
  shortTermWay: '',
  longTermGoal: '',
  longTermMotivation: '',
  longTermWay: '',
  mobility: '',
  functionalMobility: '',
  otherWill: '',
  commentTrainingRequest: '',
  languages: [{ name: 'English', idLanguageLevel: 3 }],
  otherActions: [],
  skills: { bdskills: { [lineKey(12)]: line, [lineKey(13)]: line }, scskills: { [lineKey(20)]: line } },
};

const employee = { canEditConsultantSide: true, canEditManagerSide: false };
const reviewer = { canEditConsultantSide: false, canEditManagerSide: true };

describe('the one save of the business-manager review', () => {
  it('is clean and sends nothing while nothing changed', () => {
    expect(saveBodyOf(stored, stored, employee)).toEqual({});
    expect(saveBodyOf(stored, stored, reviewer)).toEqual({});
  });

  it('sends only the viewer’s own changed fields and their side of the lines, by group', () => {
    const values: EepBmFormValues = {
      ...stored,
      mobility: 'Lyon or Paris',
      experience: '7,5',
      promotionCriteria: 'typed by mistake in the reviewer’s field',
      idBusinessManager: 3,
      skills: {
        bdskills: {
          [lineKey(12)]: {
            evaluationConsultant: 3,
            evaluationManager: 4,
            commentConsultant: 'daily',
            commentManager: '',
          },
          [lineKey(13)]: line,
        },
        scskills: { [lineKey(20)]: { ...line, commentManager: 'to discuss' } },
      },
    };
    expect(saveBodyOf(values, stored, employee)).toEqual({
      mobility: 'Lyon or Paris',
      experience: 7.5,
      skills: { bdskills: [{ idLine: 12, evaluationConsultant: 3, commentConsultant: 'daily' }] },
    });
    expect(saveBodyOf(values, stored, reviewer)).toEqual({
      promotionCriteria: 'typed by mistake in the reviewer’s field',
      idBusinessManager: 3,
      skills: {
        bdskills: [{ idLine: 12, evaluationManager: 4 }],
        scskills: [{ idLine: 20, commentManager: 'to discuss' }],
      },
    });
  });

  it('sends an emptied date as null, and an emptied number as null', () => {
    expect(saveBodyOf({ ...stored, interviewDate: null, sign: '' }, stored, reviewer)).toEqual({
      interviewDate: null,
      sign: null,
    });
    expect(saveBodyOf({ ...stored, functionEntryDate: '2024-01-15' }, stored, employee)).toEqual({
      functionEntryDate: '2024-01-15',
    });
  });

  it('sends the whole set of languages or actions when a row changed, without the rows left empty', () => {
    const values: EepBmFormValues = {
      ...stored,
      languages: [
        { name: ' English ', idLanguageLevel: 4 },
        { name: '', idLanguageLevel: null },
      ],
      otherActions: [
        { actionType: 'Coaching', motivationJustification: 'New team', implementationSystems: 'Internal' },
        { actionType: ' ', motivationJustification: '', implementationSystems: '' },
      ],
    };
    expect(saveBodyOf(values, stored, employee)).toEqual({
      languages: [{ name: 'English', idLanguageLevel: 4 }],
      otherActions: [
        { actionType: 'Coaching', motivationJustification: 'New team', implementationSystems: 'Internal' },
      ],
    });
    // Next-year actions are written by either side; languages are the employee's.
    expect(saveBodyOf(values, stored, reviewer)).toEqual({
      otherActions: [
        { actionType: 'Coaching', motivationJustification: 'New team', implementationSystems: 'Internal' },
      ],
    });
    // Only the trailing spaces changed: nothing to send.
    expect(saveBodyOf({ ...stored, languages: [{ name: 'English ', idLanguageLevel: 3 }] }, stored, employee)).toEqual(
      {},
    );
  });
});

describe('what the form checks before it sends', () => {
  it('checks the viewer’s own fields only', () => {
    const values: EepBmFormValues = {
      ...stored,
      rPlus: '-1',
      sign: '2.5',
      oc: '12000',
      experience: 'ten',
      languages: [
        { name: 'German', idLanguageLevel: null },
        { name: '', idLanguageLevel: null },
      ],
      otherActions: [{ actionType: 'Coaching', motivationJustification: '', implementationSystems: 'Internal' }],
    };
    expect(formProblems(values, reviewer)).toEqual([
      { path: 'otherActions.0.motivationJustification', rule: 'required' },
      { path: 'rPlus', rule: 'positive' },
      { path: 'sign', rule: 'positive' },
      { path: 'oc', rule: 'tooBig' },
    ]);
    expect(formProblems(values, employee)).toEqual([
      { path: 'languages.0.idLanguageLevel', rule: 'required' },
      { path: 'otherActions.0.motivationJustification', rule: 'required' },
      { path: 'experience', rule: 'invalid' },
    ]);
    expect(formProblems(stored, employee)).toEqual([]);
  });

  it('puts the problems where react-hook-form reads them', () => {
    expect(
      errorsOf(
        [
          { path: 'languages.1.name', rule: 'required' },
          { path: 'rPlus', rule: 'positive' },
        ],
        (rule) => `text of ${rule}`,
      ),
    ).toEqual({
      languages: { 1: { name: { type: 'required', message: 'text of required' } } },
      rPlus: { type: 'positive', message: 'text of positive' },
    });
  });
});

describe('the missing-data dialog', () => {
  it('names the tab, the section and the fields, in the tabs’ order', () => {
    // As the check names them: the tab's key as section, the name from the tab down to the field.
    const fields = [
      { key: 'mobility', section: 'projection', name: 'Professional projection › Mobility' },
      {
        key: 'skills.bdskills.12',
        section: 'skills',
        name: 'Skills evaluation › Business Development › Prospecting: employee vision',
      },
      {
        key: 'skills.bdskills.13',
        section: 'skills',
        name: 'Skills evaluation › Business Development › Negotiating: employee vision',
      },
      {
        key: 'skills.scskills.20',
        section: 'skills',
        name: 'Skills evaluation › Commercial Strategy › Pricing: employee vision',
      },
      {
        key: 'languages',
        section: 'assessment',
        name: 'Skills assessment › At least one language, each with its level',
      },
    ];
    expect(missingItems(fields, 2)).toEqual([
      {
        title: 'Skills evaluation — Business Development',
        fields: ['Prospecting: employee vision', 'Negotiating: employee vision'],
      },
      { title: 'Skills evaluation — Commercial Strategy', fields: ['Pricing: employee vision'] },
      { title: 'Skills assessment', fields: ['At least one language, each with its level'] },
      { title: 'Professional projection', fields: ['Mobility'] },
    ]);
  });

  it('places a 422’s fields (a key and a name) under their tab', () => {
    expect(missingItems([{ key: 'interviewDate', section: '', name: 'Interview date (held on)' }], 1)).toEqual([
      { title: 'Informations générales', fields: ['Interview date (held on)'] },
    ]);
  });
});
