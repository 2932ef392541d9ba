/**
 * The evidence behind a person's skills (issue 22 §3): experiences that used a skill, certifications covering it,
 * trainings followed — proposed from the person's latest skills file and trainings, confirmed or rejected by the
 * owner. A skill is the catalogue's (`idSkill`, the same in both languages), so an evaluation line and a skills-file
 * skill show the same evidence. Only confirmed items count.
 */
import { z } from 'zod';
import { idSchema } from './common';

export const SKILL_EVIDENCE_KINDS = ['experience', 'certification', 'training'] as const;
export type SkillEvidenceKind = (typeof SKILL_EVIDENCE_KINDS)[number];
export const SKILL_EVIDENCE_STATES = ['proposed', 'confirmed', 'rejected'] as const;
export type SkillEvidenceState = (typeof SKILL_EVIDENCE_STATES)[number];

/** GET /api/SkillEvidence?idUser=: a person's evidence, by skill. */
export const skillEvidenceQuery = z.object({ idUser: idSchema });
/** POST /api/SkillEvidence/refresh: proposals read again from the person's latest skills file and trainings. */
export const refreshSkillEvidenceBody = z.object({ idUser: idSchema });
/** PUT /api/SkillEvidence/decide: the owner confirms or rejects one item of theirs. */
export const decideSkillEvidenceBody = z.object({
  idUser: idSchema,
  id: idSchema,
  decision: z.enum(['confirm', 'reject']),
});

export const skillEvidenceItemSchema = z.object({
  id: z.number().int(),
  idSkill: z.number().int(),
  kind: z.enum(SKILL_EVIDENCE_KINDS),
  state: z.enum(SKILL_EVIDENCE_STATES),
  /** An experience's client, a certification's name, a training's title (or the certification it gave). */
  label: z.string(),
  /** An experience's project, a certification's organism, a training's organism. */
  detail: z.string(),
  startDate: z.string().nullable(),
  /** Null for an experience: ongoing. */
  endDate: z.string().nullable(),
  /** The last refresh still found its source (false: no longer in the skills file or the trainings). */
  current: z.boolean(),
});
export type SkillEvidenceItem = z.infer<typeof skillEvidenceItemSchema>;

export const skillEvidenceSkillSchema = z.object({
  idSkill: z.number().int(),
  /** The skill's name in the caller's language. */
  name: z.string(),
  confirmed: z.number().int(),
  proposed: z.number().int(),
  /** The latest end date of a confirmed experience ('YYYY-MM-DD'), null when none or when one is ongoing. */
  lastUsed: z.string().nullable(),
  /** A confirmed experience has no end date. */
  ongoing: z.boolean(),
  items: z.array(skillEvidenceItemSchema),
});
export type SkillEvidenceSkill = z.infer<typeof skillEvidenceSkillSchema>;

export const skillEvidenceSchema = z.object({
  idUser: z.number().int(),
  /** The viewer may confirm and reject (the person themself). */
  canDecide: z.boolean(),
  /** A rating of 3 or more resting on use older than this many years is flagged. */
  staleYears: z.number().int(),
  skills: z.array(skillEvidenceSkillSchema),
});
export type SkillEvidence = z.infer<typeof skillEvidenceSchema>;
