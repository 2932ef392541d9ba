import { z } from 'zod';
import { pageNumber, pageSizeSchema, roleRefSchema, searchTermSchema } from './common';

/** A person's current skills file in one language (status 0 "new" when there is none). */
export const teamFileSchema = z.object({
  idLang: z.number().int(),
  idDc: z.number().int().nullable(),
  status: z.number().int(),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  role: roleRefSchema,
  isActive: z.boolean(),
  managerName: z.string().nullable(),
  /** French (1) then English (2). */
  files: z.array(teamFileSchema),
  /**
   * The person's evaluations, newest first — null when they have none at all (a candidate, a subcontractor) or the
   * viewer may not open evaluations (ficheEa).
   */
  evaluations: z
    .array(z.object({ year: z.number().int(), idEa: z.number().int(), status: z.number().int() }))
    .nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/ListMyConsultant/all */
export const teamQuery = z.object({
  searchTerm: searchTermSchema.default(''),
  page: pageNumber(10_000),
  pageSize: pageSizeSchema(200),
});
export const teamPageSchema = z.object({
  items: z.array(teamMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

/** GET /api/ListMyConsultant/dcAValider: submitted skills files the viewer may validate. */
export const fileToValidateSchema = z.object({
  idUser: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  idDc: z.number().int(),
  idLang: z.number().int(),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type FileToValidate = z.infer<typeof fileToValidateSchema>;
