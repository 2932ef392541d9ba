/** Wires the skills-catalogue module's repositories and services (used by the composition root, app.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSkillsCatalogueRepository } from './skills-catalogue.repository';
import { createSkillsCatalogueService } from './skills-catalogue.service';
import { createJobProfilesRepository } from './job-profiles.repository';
import { createJobProfilesService } from './job-profiles.service';
import type { SkillsCatalogueRoutesOptions } from './skills-catalogue.routes';

export function createSkillsCatalogueModule(db: Kysely<Database>): SkillsCatalogueRoutesOptions {
  return {
    catalogue: createSkillsCatalogueService(createSkillsCatalogueRepository(db)),
    profiles: createJobProfilesService(createJobProfilesRepository(db)),
  };
}
