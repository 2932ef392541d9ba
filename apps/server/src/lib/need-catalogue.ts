/**
 * The active skills catalogue as a staffing need is recognised against (names, BoondManager id, aliases; rules in
 * packages/shared/src/staffing-need.ts). The staffing module reads it (its repository implements this port); the
 * skills file's client CV filters a file to a need with it. Server modules never import each other: app.ts hands
 * the staffing repository to the skills-file module through this port.
 */
import type { NeedCatalogueSkill } from '@my-skills/shared/staffing-need';

export interface NeedCataloguePort {
  /** Every active skill with its names, BoondManager id and aliases. */
  activeCatalogue(): Promise<NeedCatalogueSkill[]>;
}
