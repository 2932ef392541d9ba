/**
 * Key people (issue 20 §1): the record (GET, PUT KeyPeople), the people who are not key people yet
 * (KeyPeople/userNoKp), the brands of missions (Brand/all, allWithCurrent) and the list (ListeDc/listeKP,
 * listSearchKp, filtreKp) with its Excel export. Page permission keyPeople (roles 3–6); the data is the caller's chain,
 * or everyone with "all" access (checked by the service).
 */
import {
  brandsSchema,
  brandsWithCurrentQuery,
  keyPeopleExportBody,
  keyPeopleListQuery,
  keyPeoplePageSchema,
  keyPeopleQuery,
  keyPeopleRecordSchema,
  keyPeopleSavedSchema,
  keyPeopleUpdateBody,
  userNoKpQuery,
  userNoKpSchema,
} from '../schemas/key-people';
import { defineCalls } from './define';

const listSummary = 'The key people of my chain (everyone with "all" access): categories, status, missions';

export const keyPeopleCalls = defineCalls(
  { tags: ['Key people'], permission: 'keyPeople' },
  {
    keyPeopleRecord: {
      method: 'GET',
      path: '/api/KeyPeople',
      query: keyPeopleQuery,
      response: keyPeopleRecordSchema,
      summary: 'A person’s key-people record (an empty one when the person is not a key person yet)',
      description:
        'With the skills of the person’s skills file (latest version, caller’s language) and the saved rates.',
    },
    keyPeopleUpdate: {
      method: 'PUT',
      path: '/api/KeyPeople',
      body: keyPeopleUpdateBody,
      response: keyPeopleSavedSchema,
      summary: 'Saves a key-people record (userInfo, missionData, allPosition, dcSkillsData)',
      description:
        'Row version 0 creates the record. With rated skills, the rates and the high rates go to BoondManager through the outbox in the same transaction (Boond/rates and Boond/highRates kinds).',
    },
    userNoKp: {
      method: 'GET',
      path: '/api/KeyPeople/userNoKp',
      query: userNoKpQuery,
      response: userNoKpSchema,
      summary: 'People of my scope (employees) who are not key people yet, searched (autocomplete)',
    },
    brands: {
      method: 'GET',
      path: '/api/Brand/all',
      response: brandsSchema,
      summary: 'The active brands of the group',
    },
    brandsWithCurrent: {
      method: 'GET',
      path: '/api/Brand/allWithCurrent',
      query: brandsWithCurrentQuery,
      response: brandsSchema,
      summary: 'The active brands and those the person’s missions use (even inactive)',
    },
    keyPeopleList: {
      method: 'GET',
      path: '/api/ListeDc/listeKP',
      query: keyPeopleListQuery,
      response: keyPeoplePageSchema,
      summary: listSummary,
      description: 'Filtered (`filters`: JSON list of {field, op, value, value2}), sorted and paged by the server.',
    },
    keyPeopleSearch: {
      method: 'GET',
      path: '/api/ListeDc/listSearchKp',
      query: keyPeopleListQuery,
      response: keyPeoplePageSchema,
      summary: `${listSummary} — searched by name or reference (searchTerm)`,
    },
    keyPeopleFilter: {
      method: 'GET',
      path: '/api/ListeDc/filtreKp',
      query: keyPeopleListQuery,
      response: keyPeoplePageSchema,
      summary: `${listSummary} — filtered by category or status (filters on the columns categories, status)`,
    },
    keyPeopleExport: {
      method: 'POST',
      path: '/api/ListeDc/listeKPExportExcel',
      body: keyPeopleExportBody,
      limit: 'exports',
      summary: 'The key people as an Excel workbook (the list’s filters, sort and columns)',
    },
  },
);
