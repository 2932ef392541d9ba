/** The skills search (/management/competence) and the skills and certifications exports: ListeDc/*. */
import { z } from 'zod';
import {
  certificationsExportList,
  certificationsExportPageSchema,
  FILE_CHOICE,
  skillLookupQuery,
  skillLookupSchema,
  skillsExportList,
  skillsExportPageSchema,
  skillsPeopleByRoleQuery,
  skillsPeopleBySkillQuery,
  skillsPeoplePageSchema,
  skillsPeopleQuery,
  skillsSearchBody,
  skillsSearchExportBody,
  skillsSearchPageSchema,
} from '../schemas/skills-search';
import { defineCalls } from './define';

const people = 'Only the people the caller follows: their chain, or every employee with "all" access.';

/** Page permission managementSkills (roles 4–6), but the certifications export: exportCertifications (internal 1–2). */
export const skillsSearchCalls = defineCalls(
  { tags: ['Skills search'], permission: 'managementSkills' },
  {
    skillsPeople: {
      method: 'GET',
      path: '/api/ListeDc/all',
      query: skillsPeopleQuery,
      response: skillsPeoplePageSchema,
      summary: 'The people I follow, with their skills files, role, manager, years of experience and skill count',
      description: `${people} Years and skill count are read from ${FILE_CHOICE}.`,
    },
    skillsPeopleSearch: {
      method: 'GET',
      path: '/api/ListeDc/recherche',
      query: skillsPeopleQuery,
      response: skillsPeoplePageSchema,
      summary: 'The same list searched by name or reference (searchTerm)',
    },
    skillsPeopleByRole: {
      method: 'GET',
      path: '/api/ListeDc/filtreType',
      query: skillsPeopleByRoleQuery,
      response: skillsPeoplePageSchema,
      summary: 'The same list, of one role (idRole)',
    },
    skillsPeopleBySkill: {
      method: 'GET',
      path: '/api/ListeDc/filtreParCompetence',
      query: skillsPeopleBySkillQuery,
      response: skillsPeoplePageSchema,
      summary: 'The same list, of the people whose file holds a skill (idSkill) at a minimum level (minLevel, 1–4)',
    },
    skillLookup: {
      method: 'GET',
      path: '/api/ListeDc/filtreSkill',
      query: skillLookupQuery,
      response: z.array(skillLookupSchema),
      summary: 'Active catalogue skills matching a term, for the search criteria (at most 20)',
    },
    skillsSearch: {
      method: 'POST',
      path: '/api/ListeDc/filtreCritereCompetence',
      body: skillsSearchBody,
      response: skillsSearchPageSchema,
      summary: 'Multi-criteria skills search: skills with minimum levels, AND or OR, ranked by coverage',
      description:
        `${people} Levels are read from ${FILE_CHOICE}. Score: the mean over the criteria of min(level / minLevel, 1) ` +
        '(0 for a skill not held); and: every criterion met, or: at least one met. Ranked by score, then name.',
    },
    skillsSearchExport: {
      method: 'POST',
      path: '/api/ListeDc/exportCritereCompetence',
      body: skillsSearchExportBody,
      summary: 'The multi-criteria search as an Excel workbook (every row)',
      limit: 'exports',
    },
    skillsExport: {
      method: 'GET',
      path: '/api/ListeDc/skillsExport',
      query: skillsExportList.query,
      response: skillsExportPageSchema,
      summary: 'Skills per person: one row per person and skill of their file',
      description: `${people} The skills of ${FILE_CHOICE}.`,
    },
    skillsExportExcel: {
      method: 'POST',
      path: '/api/ListeDc/skillsExportExcel',
      body: skillsExportList.exportBody,
      summary: 'Skills per person as an Excel workbook',
      limit: 'exports',
    },
    certificationsExport: {
      method: 'GET',
      path: '/api/ListeDc/certificationsExport',
      query: certificationsExportList.query,
      response: certificationsExportPageSchema,
      summary: 'Certifications: one row per certification of a file, with its expiry state (90 days)',
      description: `${people} The certifications of ${FILE_CHOICE}.`,
      permission: 'exportCertifications',
    },
    certificationsExportExcel: {
      method: 'POST',
      path: '/api/ListeDc/certificationsExportExcel',
      body: certificationsExportList.exportBody,
      summary: 'Certifications as an Excel workbook',
      limit: 'exports',
      permission: 'exportCertifications',
    },
  },
);
