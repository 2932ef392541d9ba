/** Wires the business-manager module (app.ts): for now its reference data (profiles, categories, lines, goals). */
import type { Db } from '../../db/types';
import { createBusinessManagerReferenceRepository } from './business-manager-reference.repository';
import { createBusinessManagerReferenceService } from './business-manager-reference.service';

export function createBusinessManagerModule(deps: { db: Db }) {
  return {
    reference: createBusinessManagerReferenceService({
      repository: createBusinessManagerReferenceRepository(deps.db),
    }),
  };
}
