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

export const businessManagerCalls = defineCalls({
  businessManagers: {
    method: 'GET',
    path: '/api/Ea/businessManagers',
    query: businessManagersQuery,
    response: businessManagersSchema,
  },
  skillBusinessManager: {
    method: 'GET',
    path: '/api/Ea/skillBusinessManager',
    query: skillBusinessManagerQuery,
    response: skillBusinessManagerSchema,
  },
  bmSkillsList: { method: 'GET', path: '/api/BusinessManagerSkills/list', response: bmSkillsListSchema },
  bmSkillsSave: {
    method: 'POST',
    path: '/api/BusinessManagerSkills/save',
    body: bmSkillLineSaveBody,
    response: bmSkillLineAdminSchema,
  },
  bmSkillsDelete: {
    method: 'DELETE',
    path: '/api/BusinessManagerSkills/delete',
    query: bmSkillLineDeleteQuery,
    response: bmSkillLineDeleteSchema,
  },
  bmSkillsMaturity: {
    method: 'PUT',
    path: '/api/BusinessManagerSkills/maturity',
    body: bmMaturityBody,
    response: bmSkillCategoryAdminSchema,
  },
});
