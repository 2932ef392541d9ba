/** Skills catalogue and job profiles: ListeDc/*, Profile/*, Language/levels, Language/list. */
import { z } from 'zod';
import {
  deleteSkillQuery,
  deleteSkillResultSchema,
  idLangQuery,
  insertSkillBody,
  insertSkillQuery,
  jobProfileSchema,
  languageLevelSchema,
  listOtherSkillsQuery,
  listSkillsQuery,
  managedSkillSchema,
  mergeOtherSkillBody,
  otherSkillConversionSchema,
  otherSkillPageSchema,
  otherSkillSchema,
  otherSkillsList,
  profileFrameSchema,
  profileQuery,
  profileSkillGroupSchema,
  profileSkillSchema,
  promoteOtherSkillBody,
  searchOtherSkillsQuery,
  searchSkillsQuery,
  skillByIdQuery,
  skillPageSchema,
  skillSchema,
  skillsCatalogueList,
  skillTypeSchema,
  spokenLanguageSchema,
} from '../schemas/skills-catalogue';
import { defineCalls } from './define';

const profileTags = ['Job profiles and languages'] as const;

/**
 * Job profiles and language lists need a session; the catalogue's searches too; managing the catalogue and the
 * other skills needs the page permission managementSkills (roles 4–6). Their messages name the outcome (created or
 * updated, deleted or deactivated, how many files were converted).
 */
export const skillsCatalogueCalls = defineCalls(
  { tags: ['Skills catalogue'] },
  {
    jobProfiles: {
      method: 'GET',
      path: '/api/Profile/all',
      query: idLangQuery,
      response: z.array(jobProfileSchema),
      tags: profileTags,
      summary: 'Job profiles',
    },
    jobProfileById: {
      method: 'GET',
      path: '/api/Profile/getById',
      query: profileQuery,
      response: jobProfileSchema,
      tags: profileTags,
      summary: 'One job profile',
    },
    jobProfileSkills: {
      method: 'GET',
      path: '/api/Profile/getSkills',
      query: profileQuery,
      response: z.array(profileSkillSchema),
      tags: profileTags,
      summary: 'The skills a profile expects, with levels 1–4',
    },
    jobProfileSkillGroups: {
      method: 'GET',
      path: '/api/Profile/getSkills_v2',
      query: profileQuery,
      response: z.array(profileSkillGroupSchema),
      tags: profileTags,
      summary: 'The skills a profile expects, grouped by skill type',
    },
    jobProfileFrame: {
      method: 'GET',
      path: '/api/Profile/frameDC',
      query: profileQuery,
      response: profileFrameSchema,
      tags: profileTags,
      summary:
        'What a new skills file is pre-filled with: title and active expected skills with levels, in the file’s language',
    },
    languageLevels: {
      method: 'GET',
      path: '/api/Language/levels',
      query: idLangQuery,
      response: z.array(languageLevelSchema),
      tags: profileTags,
      summary: 'Language levels',
    },
    spokenLanguages: {
      method: 'GET',
      path: '/api/Language/list',
      query: idLangQuery,
      response: z.array(spokenLanguageSchema),
      tags: profileTags,
      summary: 'Spoken languages a skills file can list (ISO 639-1 codes)',
    },
    skillTypes: {
      method: 'GET',
      path: '/api/ListeDc/listSkillCategory',
      query: idLangQuery,
      response: z.array(skillTypeSchema),
      summary: 'Skill types (categories), with their count of active skills',
    },
    searchSkills: {
      method: 'GET',
      path: '/api/ListeDc/listSearchSkills',
      query: searchSkillsQuery,
      response: z.array(skillSchema),
      summary:
        'Search the catalogue: case- and accent-insensitive substring of label, names or aliases, or a Boond id; best matches first, at most 50',
    },
    skillById: {
      method: 'GET',
      path: '/api/ListeDc/listSkillById',
      query: skillByIdQuery,
      response: managedSkillSchema,
      summary: 'One skill (also a deactivated one), with its usage',
    },
    skillsList: {
      method: 'GET',
      path: '/api/ListeDc/listSkills',
      query: listSkillsQuery,
      response: skillPageSchema,
      summary: 'The catalogue, a page at a time, with each skill’s usage and aliases',
      description:
        'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server; the quick search (`searchTerm`) reads the label, the names, the aliases and the Boond id, whatever the case and accents.',
      permission: 'managementSkills',
    },
    skillsListExport: {
      method: 'POST',
      path: '/api/ListeDc/listSkillsExportExcel',
      body: skillsCatalogueList.exportBody,
      summary: 'The catalogue as filtered, in Excel (streamed; X-Total-Count gives the number of rows)',
      permission: 'managementSkills',
      limit: 'exports',
    },
    saveSkill: {
      method: 'POST',
      path: '/api/ListeDc/insertSkills',
      query: insertSkillQuery,
      body: insertSkillBody,
      response: managedSkillSchema,
      summary:
        'Add a skill; with ?idSkill= update one (only the fields given; isActive true reactivates it; aliases replace the skill’s aliases). Labels and aliases are unique whatever the case; an alias is no other skill’s name (409).',
      permission: 'managementSkills',
    },
    deleteSkill: {
      method: 'DELETE',
      path: '/api/ListeDc/deleteSkills',
      query: deleteSkillQuery,
      response: deleteSkillResultSchema,
      summary:
        'Delete an unused skill; a skill used by a file, profile, experience tool or certification is deactivated instead',
      permission: 'managementSkills',
    },
    otherSkills: {
      method: 'GET',
      path: '/api/ListeDc/listOtherSkills',
      query: listOtherSkillsQuery,
      response: otherSkillPageSchema,
      summary:
        'Other skills grouped per type and name (case-insensitive), with how many files use each, most used first by default',
      description:
        'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server; the quick search reads the spellings, whatever the case and accents.',
      permission: 'managementSkills',
    },
    otherSkillsExport: {
      method: 'POST',
      path: '/api/ListeDc/listOtherSkillsExportExcel',
      body: otherSkillsList.exportBody,
      summary: 'The other skills as filtered, in Excel (streamed; X-Total-Count gives the number of rows)',
      permission: 'managementSkills',
      limit: 'exports',
    },
    searchOtherSkills: {
      method: 'GET',
      path: '/api/ListeDc/listSearchOtherSkills',
      query: searchOtherSkillsQuery,
      response: z.array(otherSkillSchema),
      summary: 'Search the other skills (at most 50)',
      permission: 'managementSkills',
    },
    promoteOtherSkill: {
      method: 'POST',
      path: '/api/ListeDc/promoteOtherSkill',
      body: promoteOtherSkillBody,
      response: otherSkillConversionSchema,
      summary: 'Make an other skill a catalogue skill and convert every file using it (one transaction)',
      permission: 'managementSkills',
      message: 'messages.otherSkillPromoted',
    },
    mergeOtherSkill: {
      method: 'POST',
      path: '/api/ListeDc/mergeOtherSkill',
      body: mergeOtherSkillBody,
      response: otherSkillConversionSchema,
      summary:
        'Replace an other skill by an existing catalogue skill in every file (one transaction; the higher level wins)',
      permission: 'managementSkills',
      message: 'messages.otherSkillMerged',
    },
  },
);
