/**
 * Client-ready CVs (issue 22 §4): the export and its log (page permission ficheDc; per-person rules in
 * ../client-cv-rules.ts), the clients a person hides, and the administrators' confidential clients
 * (managementAdministration).
 */
import { emptyDataSchema } from '../schemas/common';
import {
  addConfidentialClientBody,
  clientCvExportBody,
  clientCvFileSchema,
  clientCvLogQuery,
  clientCvLogSchema,
  confidentialClientSchema,
  confidentialClientsSchema,
  deleteConfidentialClientQuery,
  hiddenClientsBody,
  hiddenClientsQuery,
  hiddenClientsSchema,
  updateConfidentialClientBody,
} from '../schemas/client-cv';
import { defineCalls } from './define';

export const clientCvCalls = defineCalls(
  { tags: ['Client CV'], permission: 'ficheDc' },
  {
    exportClientCv: {
      method: 'POST',
      path: '/api/ClientCv/export',
      body: clientCvExportBody,
      response: clientCvFileSchema,
      summary:
        'A person’s skills file as an anonymised client CV (Word or PDF, base64): initials or a reference instead of the name, no contact data, confidential clients as their sector, optionally filtered to a need; logged',
      limit: 'exports',
    },
    clientCvLog: {
      method: 'GET',
      path: '/api/ClientCv/log',
      query: clientCvLogQuery,
      response: clientCvLogSchema,
      summary: 'Who exported the person’s client CVs and when (the person, or whoever may export them)',
    },
    hiddenClients: {
      method: 'GET',
      path: '/api/ClientCv/hiddenClients',
      query: hiddenClientsQuery,
      response: hiddenClientsSchema,
      summary: 'The clients of the person’s files and those the person hides in client CVs, with their sectors',
    },
    saveHiddenClients: {
      method: 'PUT',
      path: '/api/ClientCv/hiddenClients',
      body: hiddenClientsBody,
      response: hiddenClientsSchema,
      summary: 'The clients the person hides in client CVs (the person only), each with a sector description',
      message: 'messages.actionSuccess',
    },
    confidentialClients: {
      method: 'GET',
      path: '/api/ClientCv/confidentialClients',
      response: confidentialClientsSchema,
      permission: 'managementAdministration',
      summary: 'The confidential clients (administration): always shown as their sector in client CVs',
    },
    addConfidentialClient: {
      method: 'POST',
      path: '/api/ClientCv/confidentialClients',
      body: addConfidentialClientBody,
      response: confidentialClientSchema,
      permission: 'managementAdministration',
      summary: 'Add a confidential client with its sector description in French and English',
      message: 'messages.actionSuccess',
    },
    updateConfidentialClient: {
      method: 'PUT',
      path: '/api/ClientCv/confidentialClients',
      body: updateConfidentialClientBody,
      response: confidentialClientSchema,
      permission: 'managementAdministration',
      summary: 'Change a confidential client',
      message: 'messages.actionSuccess',
    },
    deleteConfidentialClient: {
      method: 'DELETE',
      path: '/api/ClientCv/confidentialClients',
      query: deleteConfidentialClientQuery,
      response: emptyDataSchema,
      permission: 'managementAdministration',
      summary: 'Remove a confidential client',
      message: 'messages.actionSuccess',
    },
  },
);
