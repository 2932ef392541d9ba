/**
 * The business-manager review's reference data (EEP BM): the profiles and each profile's skill grid (Ea/*, a session
 * is enough), and the administrators' lines, goals and maturity objectives (BusinessManagerSkills/*).
 */
import {
  bmMaturityBody,
  bmSkillCategoryAdminSchema,
  bmSkillLineAdminSchema,
  bmSkillLineDeleteQuery,
  bmSkillLineDeleteSchema,
  bmSkillLineSaveBody,
  bmSkillsListSchema,
  businessManagersQuery,
  businessManagersSchema,
  skillBusinessManagerQuery,
  skillBusinessManagerSchema,
} from '../schemas/business-manager';
import { defineCalls } from './define';

/** A session is enough for the profiles and a grid; the administration calls need page permission managementSkills. */
export const businessManagerCalls = defineCalls(
  { tags: ['Business-manager review', 'Business-manager reference data'] },
  {
    businessManagers: {
      method: 'GET',
      path: '/api/Ea/businessManagers',
      query: businessManagersQuery,
      response: businessManagersSchema,
      summary: 'The six business-manager profiles, in order of seniority',
    },
    skillBusinessManager: {
      method: 'GET',
      path: '/api/Ea/skillBusinessManager',
      query: skillBusinessManagerQuery,
      response: skillBusinessManagerSchema,
      summary:
        'A profile’s skill grid: the nine categories with its maturity objective, their active lines with its goal',
    },
    bmSkillsList: {
      method: 'GET',
      path: '/api/BusinessManagerSkills/list',
      response: bmSkillsListSchema,
      permission: 'managementSkills',
      summary: 'Every category with its six maturity objectives, every line with both names and its six goals',
    },
    bmSkillsSave: {
      method: 'POST',
      path: '/api/BusinessManagerSkills/save',
      body: bmSkillLineSaveBody,
      response: bmSkillLineAdminSchema,
      permission: 'managementSkills',
      summary: 'Adds a skill line, or with id changes it (names, category, order, active, goals)',
    },
    bmSkillsDelete: {
      method: 'DELETE',
      path: '/api/BusinessManagerSkills/delete',
      query: bmSkillLineDeleteQuery,
      response: bmSkillLineDeleteSchema,
      permission: 'managementSkills',
      summary: 'Deletes a skill line (no review rates the lines yet)',
    },
    bmSkillsMaturity: {
      method: 'PUT',
      path: '/api/BusinessManagerSkills/maturity',
      body: bmMaturityBody,
      response: bmSkillCategoryAdminSchema,
      permission: 'managementSkills',
      summary: 'Sets one category’s maturity objectives for the six profiles',
    },
  },
);
