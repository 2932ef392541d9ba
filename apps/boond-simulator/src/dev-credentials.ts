/**
 * Development credentials of the simulator: used by `npm run boond-simulator` when
 * BOOND_CLIENT_KEY / BOOND_CLIENT_TOKEN / BOOND_USER_TOKEN are not set, and by the application's
 * embedded default. Never valid on a real BoondManager tenant.
 */
export const SIMULATOR_DEV_CREDENTIALS = {
  clientKey: 'my-skills-simulator-client-key',
  clientToken: 'my-skills-simulator-client-token',
  userToken: 'my-skills-simulator-user-token',
} as const;
