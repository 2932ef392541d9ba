/**
 * Where a signed-in user lands (after sign-in, a role change, "back to menu", the header's home link). The app
 * provides it from its page registry: the first landing hub the user's page permissions open.
 */
import { createContext, useContext } from 'react';
import { landingPathFor } from '@my-skills/shared/roles';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';

export type LandingFor = (user: CurrentUser) => string;

/** Without the app's provider (a component rendered alone): the role's rule from the specification. */
export const LandingContext = createContext<LandingFor>((user) => landingPathFor(user.role.id));

export const useLandingFor = (): LandingFor => useContext(LandingContext);
