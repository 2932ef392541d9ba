import type { z } from 'zod';

/** The end of a period is not before its start (the same rule as the server's add/update bodies). */
export const endNotBeforeStart =
  (start: string, end: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const s = value[start];
    const e = value[end];
    if (typeof s === 'string' && typeof e === 'string' && s !== '' && e !== '' && e < s) {
      ctx.addIssue({ code: 'custom', path: [end], message: 'end before start' });
    }
  };
