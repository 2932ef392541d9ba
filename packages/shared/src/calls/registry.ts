/**
 * Every API call of the application, by name: the server registers exactly one route per entry, the web calls
 * through the entries (a test checks both ways). The web imports the area files, so a page loads only its schemas.
 */
import { authCalls } from './auth';
import { boondMappingCalls } from './boond-mapping';
import { businessManagerCalls } from './business-manager';
import { candidateCalls } from './candidates';
import { clientCvCalls } from './client-cv';
import { cvImportCalls } from './cv-import';
import { dataProtectionCalls } from './data-protection';
import { retentionCalls } from './retention';
import { eepBmCalls } from './eep-bm';
import { evaluationCalls } from './evaluation';
import { exchangesCalls } from './exchanges';
import { filesCalls } from './files';
import { healthCalls } from './health';
import { keyPeopleCalls } from './key-people';
import { evaluationListCalls, myManagersCalls } from './manager-lists';
import { roleInternalCalls } from './role-internal';
import { skillsCatalogueCalls } from './skills-catalogue';
import { skillsFileCalls } from './skills-file';
import { skillsFileProposalCalls } from './skills-file-proposals';
import { skillsGapsCalls, trainingCatalogueCalls } from './skills-gaps';
import { skillEvidenceCalls } from './skill-evidence';
import { skillsSearchCalls } from './skills-search';
import { staffingCalls } from './staffing';
import { teamCalls } from './team';
import { trainingsCalls } from './trainings';
import { userCalls } from './user';
import { personDataCalls } from './person-data';
import type { CallDefinition } from './define';

export const callAreas = {
  auth: authCalls,
  user: userCalls,
  roleInternal: roleInternalCalls,
  health: healthCalls,
  files: filesCalls,
  team: teamCalls,
  exchanges: exchangesCalls,
  boondMapping: boondMappingCalls,
  skillsCatalogue: skillsCatalogueCalls,
  skillsFile: skillsFileCalls,
  skillsFileProposals: skillsFileProposalCalls,
  skillEvidence: skillEvidenceCalls,
  skillsSearch: skillsSearchCalls,
  staffing: staffingCalls,
  evaluation: evaluationCalls,
  candidates: candidateCalls,
  businessManager: businessManagerCalls,
  eepBm: eepBmCalls,
  myManagers: myManagersCalls,
  evaluationList: evaluationListCalls,
  keyPeople: keyPeopleCalls,
  trainings: trainingsCalls,
  trainingCatalogue: trainingCatalogueCalls,
  skillsGaps: skillsGapsCalls,
  cvImport: cvImportCalls,
  clientCv: clientCvCalls,
  dataProtection: dataProtectionCalls,
  personData: personDataCalls,
  retention: retentionCalls,
} as const;

export interface NamedCall extends CallDefinition {
  /** `area.name`, e.g. `skillsFile.dcDetails`. */
  name: string;
}

/** Every entry, in registry order. */
export const allCalls: NamedCall[] = Object.entries(callAreas).flatMap(([area, entries]) =>
  Object.entries(entries as Record<string, CallDefinition>).map(([name, call]) => ({
    ...call,
    name: `${area}.${name}`,
  })),
);
