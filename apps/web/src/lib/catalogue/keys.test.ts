import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { skillTypesQueryOptions } from './get-skill-types';
import { jobProfilesQueryOptions } from './get-job-profiles';
import { languageLevelsQueryOptions } from './get-language-levels';
import { profileFrameQueryOptions } from './get-profile-frame';
import { searchSkillsQueryOptions } from './search-skills';
import { spokenLanguagesQueryOptions } from './get-spoken-languages';
import { catalogueKeys, invalidateCatalogue } from './keys';

describe('the catalogue client', () => {
  const readers = [
    searchSkillsQueryOptions({ searchTerm: 'java', idLang: 1 }),
    skillTypesQueryOptions(1),
    jobProfilesQueryOptions(2),
    profileFrameQueryOptions(3, 1),
    languageLevelsQueryOptions(1),
    spokenLanguagesQueryOptions(2),
  ];

  it('keeps every read under one root', () => {
    for (const options of readers) expect(options.queryKey[0]).toBe(catalogueKeys.all[0]);
  });

  it('an edit of the catalogue invalidates every cached read, whichever screen cached it', async () => {
    const client = new QueryClient();
    for (const options of readers) client.setQueryData(options.queryKey, [] as never);
    client.setQueryData(['skillsFile', 'details', { idDc: 1 }], {});
    await invalidateCatalogue(client);
    for (const options of readers) expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['skillsFile', 'details', { idDc: 1 }])?.isInvalidated).toBe(false);
  });
});
