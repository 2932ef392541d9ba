/** Gaps → training suggestions (issue 22 §2; schemas/skills-gaps.ts says what each call does). */
import {
  catalogueActiveBody,
  catalogueEntryBody,
  catalogueEntryQuery,
  catalogueEntrySchema,
  catalogueIdQuery,
  catalogueListSchema,
  personGapsQuery,
  personGapsSchema,
  skillTargetBody,
  skillTargetResultSchema,
  teamGapsQuery,
  teamGapsSchema,
} from '../schemas/skills-gaps';
import { defineCalls } from './define';

export const trainingCatalogueCalls = defineCalls(
  { tags: ['Training catalogue'], permission: 'managementSkills' },
  {
    catalogueList: {
      method: 'GET',
      path: '/api/TrainingCatalogue/list',
      response: catalogueListSchema,
      summary: 'Every entry of the catalogue of trainings and certifications, active or not, with the skills covered',
    },
    catalogueSave: {
      method: 'POST',
      path: '/api/TrainingCatalogue/save',
      query: catalogueEntryQuery,
      body: catalogueEntryBody,
      response: catalogueEntrySchema,
      summary: 'Adds an entry, or with id changes it (its covered skills and lines replaced)',
      message: 'messages.catalogueEntrySaved',
    },
    catalogueActive: {
      method: 'PUT',
      path: '/api/TrainingCatalogue/active',
      query: catalogueIdQuery,
      body: catalogueActiveBody,
      response: catalogueEntrySchema,
      summary: 'Deactivates (no longer suggested) or reactivates an entry',
      message: 'messages.catalogueEntrySaved',
    },
  },
);

export const skillsGapsCalls = defineCalls(
  { tags: ['Skill gaps'] },
  {
    personGaps: {
      method: 'GET',
      path: '/api/SkillsGaps/person',
      query: personGapsQuery,
      response: personGapsSchema,
      summary: 'A person’s skill gaps with the ranked training suggestions for each',
      description: 'The person, their managers down the chain, everyone with "all" access (HR, BU directors).',
    },
    teamGaps: {
      method: 'GET',
      path: '/api/SkillsGaps/team',
      query: teamGapsQuery,
      response: teamGapsSchema,
      summary: 'The gaps and suggestions of the people I follow, a page of people at a time',
      permission: 'trainings',
    },
    skillTarget: {
      method: 'PUT',
      path: '/api/SkillsGaps/target',
      body: skillTargetBody,
      response: skillTargetResultSchema,
      summary: 'Sets (or with level null removes) a target level for a skill of a person',
      description: 'A manager of the person down the chain, or everyone with "all" access; never for oneself.',
      permission: 'trainings',
      message: 'messages.skillTargetSaved',
    },
  },
);
