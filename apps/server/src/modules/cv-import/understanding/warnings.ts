/**
 * Warnings of the understanding: a code, its message in the screen's language (ctx.translate with the keys of
 * understanding.messages.ts) and the CV text it is about.
 */
import type { CvWarning } from '@my-skills/shared/schemas/cv-import';
import type { UnderstandingContext } from './types';
import { limit } from './text';

export const WARNING_CODES = [
  'lineNotUnderstood',
  'periodNotUnderstood',
  'experienceWithoutPosition',
  'languageWithoutLevel',
  'languageNotUnderstood',
  'emptySection',
  'nameNotFound',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export type Warn = (code: WarningCode, source: string | null, params?: Record<string, string | number>) => void;

/** A warning collector: one warning per code and source. */
export function createWarnings(ctx: UnderstandingContext): { warn: Warn; warnings: CvWarning[] } {
  const warnings: CvWarning[] = [];
  const seen = new Set<string>();
  const warn: Warn = (code, source, params = {}) => {
    const key = `${code}\u0000${source ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const text = source === null ? null : limit(source, 4000);
    warnings.push({
      code,
      message: ctx.translate(`cvImport.warnings.${code}`, { text: limit(source ?? '', 80), ...params }),
      source: text,
    });
  };
  return { warn, warnings };
}
