/** Wires the skills-catalogue module's repositories and services (used by the composition root, app.ts). */
import type { DatabaseHandle, Unlisten } from '../../db/database';
import type { Db } from '../../db/types';
import { createSkillsCatalogueRepository } from './skills-catalogue.repository';
import { createSkillsCatalogueService } from './skills-catalogue.service';
import { createJobProfilesRepository } from './job-profiles.repository';
import { createJobProfilesService } from './job-profiles.service';
import type { SkillsCatalogueRoutesOptions } from './skills-catalogue.routes';

/** Notified by the triggers of migration 0004 on every change to skill, skill_type and language_level. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface SkillsCatalogueModuleDeps {
  db: Db;
  /** The database's notifications (DatabaseHandle.listen): how changes made by other processes arrive. */
  listen: DatabaseHandle['listen'];
}

export interface SkillsCatalogueModule extends SkillsCatalogueRoutesOptions {
  /**
   * Registers a callback run whenever the catalogue may have changed: at once after this process's own writes, on
   * every `catalogue_changed` notification (any process), and when notifications may have been missed.
   * For other modules' in-memory copies that show catalogue data.
   */
  onChange: (callback: () => void) => void;
  /** Stops listening (the app's onClose). */
  close: Unlisten;
}

export async function createSkillsCatalogueModule({
  db,
  listen,
}: SkillsCatalogueModuleDeps): Promise<SkillsCatalogueModule> {
  const callbacks: (() => void)[] = [];
  const changed = () => callbacks.forEach((callback) => callback());
  const catalogue = createSkillsCatalogueService(createSkillsCatalogueRepository(db), { onChanged: changed });
  const dropAll = () => {
    catalogue.invalidate();
    changed();
  };
  // A reset (the listening connection was lost) may have hidden changes: drop everything as for a change.
  const close = await listen(CATALOGUE_CHANNEL, dropAll, dropAll);
  return {
    catalogue,
    profiles: createJobProfilesService(createJobProfilesRepository(db)),
    onChange: (callback) => void callbacks.push(callback),
    close,
  };
}
