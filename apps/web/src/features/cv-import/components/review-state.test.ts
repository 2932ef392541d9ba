import { describe, expect, it } from 'vitest';
import { cvApplyBody, type CvProposal } from '@my-skills/shared/schemas/cv-import';
import { applyBodyOf, fileProblem, initialReview, keptCount, setAll, setKeep, setLevel } from './review-state';

const source = 'read from the CV';
const proposal = (): CvProposal => ({
  identity: { firstName: 'Alice', lastName: 'Martin', title: 'Data engineer', summary: '' },
  experiences: [
    {
      position: 'Data engineer',
      startDate: '2019-01-01',
      endDate: '2020-06-30',
      current: true,
      client: 'Acme',
      project: '',
      description: '',
      teamsMethods: '',
      tasks: 'Pipelines',
      tools: [{ idSkill: 7, name: 'Python' }],
      source,
      keep: true,
    },
    {
      position: '',
      startDate: null,
      endDate: null,
      current: false,
      client: 'Unknown',
      project: '',
      description: '',
      teamsMethods: '',
      tasks: '',
      tools: [],
      source,
      keep: true,
    },
    {
      position: 'Developer',
      startDate: '2016-09-01',
      endDate: '2018-12-31',
      current: false,
      client: 'Globex',
      project: '',
      description: '',
      teamsMethods: '',
      tasks: '',
      tools: [],
      source,
      keep: true,
    },
  ],
  educations: [{ degree: 'MSc', school: 'EPITA', year: 2016, mention: null, source, keep: true }],
  certifications: [],
  projects: [],
  languages: [{ languageCode: 'en', idLevel: 3, source, keep: true }],
  skills: [
    {
      idSkill: 7,
      name: 'Python',
      idSkillType: 1,
      skillTypeName: 'Languages',
      isSoft: false,
      level: 0,
      matchedBy: 'name',
      source,
      keep: true,
    },
  ],
  otherSkills: [{ idSkillType: 2, skillTypeName: 'Tools', name: 'Airflow', level: 9, source, keep: false }],
  warnings: [],
});

describe('the review of a CV import', () => {
  it('starts from the proposal: a row without its required field is dropped, levels within 1–4', () => {
    const review = initialReview(proposal());
    expect(review.proposal.experiences.map((e) => e.keep)).toEqual([true, false, true]);
    expect(review.proposal.skills[0]!.level).toBe(1);
    expect(review.proposal.otherSkills[0]!.level).toBe(4);
    expect(review.useTitle).toBe(true);
    expect(review.useSummary).toBe(false);
    expect(keptCount(review, 'experiences')).toBe(2);
  });

  it('keeps and drops rows one by one and per section; an unreadable row cannot be kept', () => {
    let review = initialReview(proposal());
    review = setKeep(review, 'experiences', 0, false);
    expect(keptCount(review, 'experiences')).toBe(1);
    review = setKeep(review, 'experiences', 1, true);
    expect(review.proposal.experiences[1]!.keep).toBe(false);
    review = setAll(review, 'experiences', true);
    expect(review.proposal.experiences.map((e) => e.keep)).toEqual([true, false, true]);
    review = setAll(review, 'experiences', false);
    expect(keptCount(review, 'experiences')).toBe(0);
  });

  it('builds the apply body of the kept rows, accepted by the call’s schema', () => {
    let review = initialReview(proposal());
    review = setKeep(review, 'experiences', 2, false);
    review = setLevel(review, 'skills', 0, 3);
    review = setKeep(review, 'otherSkills', 0, true);
    const body = applyBodyOf(review, 12, 4);
    expect(body).toMatchObject({
      id: 12,
      rowVersion: 4,
      title: 'Data engineer',
      experiences: [{ position: 'Data engineer', client: 'Acme', endDate: null, tools: [7] }],
      educations: [{ degree: 'MSc', school: 'EPITA', year: 2016, mention: null }],
      languages: [{ languageCode: 'en', idLevel: 3 }],
      skills: [{ idSkill: 7, level: 3 }],
      otherSkills: [{ idSkillType: 2, name: 'Airflow', level: 4 }],
    });
    expect(body).not.toHaveProperty('summary');
    expect(cvApplyBody.safeParse(body).success).toBe(true);
  });

  it('checks the chosen file before sending it', () => {
    expect(fileProblem({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'cv.docx', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'cv.doc', size: 1000 })).toBe('format');
    expect(fileProblem({ name: 'cv', size: 1000 })).toBe('format');
    expect(fileProblem({ name: 'cv.pdf', size: 0 })).toBe('empty');
    expect(fileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(fileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });
});
