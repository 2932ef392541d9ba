import { keyPeopleCalls } from '@my-skills/shared/calls/key-people';
import type { KeyPeopleUpdate } from '@my-skills/shared/schemas/key-people';
import { apiCall } from '../../../lib/api-client';

/**
 * PUT /api/KeyPeople: the record's one save (userInfo, missionData, allPosition, dcSkillsData) under the row version
 * read (0 creates it); the answer says whether the rates went to BoondManager, or why not.
 */
export const saveKeyPeople = (body: KeyPeopleUpdate) => apiCall(keyPeopleCalls.keyPeopleUpdate, { body });
