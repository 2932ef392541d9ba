/**
 * The managers' lists (issue 19): my managers (ListMyManager/*) and the managers' reviews (ListEEPManager/*), page
 * permission manageManager; the evaluations of the people I follow and the campaign follow-up
 * (ListMyConsultant/ea…), page permission menuManagement — the campaign's counts and reminders for roles 4–6
 * (`canFollowCampaign`, checked by the service).
 */
import {
  blockersQuery,
  blockersSchema,
  campaignQuery,
  campaignSchema,
  evaluationsExportBody,
  evaluationsPageSchema,
  evaluationsQuery,
  evaluationsToValidateQuery,
  evaluationsToValidateSchema,
  managerReviewsExportBody,
  managerReviewsPageSchema,
  managerReviewsQuery,
  myManagerReviewsQuery,
  myManagerReviewsSchema,
  myManagersExportBody,
  myManagersPageSchema,
  myManagersQuery,
  remindLateBody,
  remindLateResultSchema,
  reviewYearsSchema,
  reviewsToValidateSchema,
} from '../schemas/manager-lists';
import { defineCalls } from './define';

export const myManagersCalls = defineCalls(
  { tags: ['My managers'], permission: 'manageManager' },
  {
    myManagers: {
      method: 'GET',
      path: '/api/ListMyManager/all',
      query: myManagersQuery,
      response: myManagersPageSchema,
      summary: 'The managers I follow (roles 3–5) with this year’s review and their skills file’s status',
    },
    myManagersSearch: {
      method: 'GET',
      path: '/api/ListMyManager/recherche',
      query: myManagersQuery,
      response: myManagersPageSchema,
      summary: 'The managers I follow, searched (the same list as ListMyManager/all)',
    },
    myManagerReviews: {
      method: 'GET',
      path: '/api/ListMyManager/eep',
      query: myManagerReviewsQuery,
      response: myManagerReviewsSchema,
      summary: 'One of my managers’ business-manager reviews, by year',
    },
    myManagerReviewsToValidate: {
      method: 'GET',
      path: '/api/ListMyManager/eepAValider',
      response: reviewsToValidateSchema,
      summary: 'Submitted business-manager reviews waiting for me (I review their owner)',
    },
    myManagersExport: {
      method: 'POST',
      path: '/api/ListMyManager/exportExcel',
      body: myManagersExportBody,
      limit: 'exports',
      summary: 'The managers I follow as an Excel workbook (the list’s filters, sort and columns)',
    },
    managerReviews: {
      method: 'GET',
      path: '/api/ListEEPManager/all',
      query: managerReviewsQuery,
      response: managerReviewsPageSchema,
      summary: 'The business-manager reviews of the people I follow, one row per manager and year',
    },
    managerReviewYears: {
      method: 'GET',
      path: '/api/ListEEPManager/allYears',
      response: reviewYearsSchema,
      summary: 'The years that have business-manager reviews in my scope, newest first',
    },
    managerReviewsExport: {
      method: 'POST',
      path: '/api/ListEEPManager/exportExcel',
      body: managerReviewsExportBody,
      limit: 'exports',
      summary: 'The business-manager reviews as an Excel workbook (the list’s filters, sort and columns)',
    },
  },
);

export const evaluationListCalls = defineCalls(
  { tags: ['Evaluation campaign'], permission: 'menuManagement' },
  {
    evaluationList: {
      method: 'GET',
      path: '/api/ListMyConsultant/ea',
      query: evaluationsQuery,
      response: evaluationsPageSchema,
      summary: 'The evaluations of a year of the people I follow, with their status (late, not started…)',
    },
    evaluationsToValidate: {
      method: 'GET',
      path: '/api/ListMyConsultant/eaAValider',
      query: evaluationsToValidateQuery,
      response: evaluationsToValidateSchema,
      summary: 'Submitted evaluations waiting for me (I manage their owner)',
    },
    evaluationListExport: {
      method: 'POST',
      path: '/api/ListMyConsultant/exportEaExcel',
      body: evaluationsExportBody,
      limit: 'exports',
      summary: 'The evaluations of a year as an Excel workbook (the list’s filters, sort and columns)',
    },
    evaluationCampaign: {
      method: 'GET',
      path: '/api/ListMyConsultant/eaCampaign',
      query: campaignQuery,
      response: campaignSchema,
      summary: 'The campaign of a year: per manager or business unit, how many evaluations are in each status',
      description: 'For HR and directors (roles 4–6).',
    },
    evaluationRemindLate: {
      method: 'POST',
      path: '/api/ListMyConsultant/remindLate',
      body: remindLateBody,
      response: remindLateResultSchema,
      limit: 'mails',
      summary: 'Reminds late or not started people (or their managers) by e-mail, once a day per person',
      description: 'For HR and directors (roles 4–6). The e-mail is the reminder of Ea/sendEmailEEP.',
      message: 'messages.eaRemindersSent',
    },
    evaluationBlockers: {
      method: 'GET',
      path: '/api/ListMyConsultant/eaBlockers',
      query: blockersQuery,
      response: blockersSchema,
      summary: 'What still blocks a person’s evaluation of a year (its missing fields, as checkData names them)',
    },
  },
);
