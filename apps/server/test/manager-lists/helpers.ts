/** Helpers of the managers' lists tests: people ids, list URLs with filters, an Excel answer opened with exceljs. */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/test-app';

export async function peopleIds(t: TestApp): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
  return ids;
}

/** `path?query&filters=…` with the filters as the web sends them (JSON in the URL). */
export const listUrl = (path: string, query: Record<string, string | number> = {}, filters?: unknown[]) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  if (filters) params.set('filters', JSON.stringify(filters));
  const q = params.toString();
  return q ? `${path}?${q}` : path;
};

/** The first sheet of an Excel answer, as rows of cell values (row 1: the header). */
export async function readWorkbook(res: LightMyRequestResponse): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}
