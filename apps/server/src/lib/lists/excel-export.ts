/**
 * Every list's Excel export, once (docs/decisions/019-management-lists.md): exceljs's streaming workbook writer,
 * rows committed as they are read (batch after batch from the list's own query, `allPages`), so memory stays
 * constant whatever the count; a bold, frozen header with an auto-filter; dates as real dates. The route checks
 * the caller and validates the query first (a refusal is the usual JSON envelope); once the first byte is sent a
 * failure can only cut the download, and is logged.
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ListColumnSpec } from '@my-skills/shared/lists';
import { contentDisposition } from '../content-disposition';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExcelValue = string | number | boolean | Date | null | undefined;

export interface ExcelColumn<Row> {
  key: string;
  header: string;
  /** Width in characters (default 18). */
  width?: number;
  value: (row: Row) => ExcelValue;
  /** A date column: shown as dd/mm/yyyy (French) or yyyy-mm-dd (English); `'dateTime'` adds the hour. */
  date?: boolean | 'dateTime';
}

export interface ExcelExport<Row> {
  fileName: string;
  sheetName: string;
  columns: ExcelColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** How many rows are coming (sent as `X-Total-Count`, for the web's progress). */
  total?: number;
  idLang: number;
}

/** The columns of an export, in the order the web shows them (its visible keys), the required ones always in. */
export function visibleColumns<Row>(
  all: readonly ExcelColumn<Row>[],
  specs: Record<string, ListColumnSpec>,
  chosen: readonly string[] | undefined,
): ExcelColumn<Row>[] {
  if (!chosen) return [...all];
  const keys = [...Object.keys(specs).filter((k) => specs[k]!.required && !chosen.includes(k)), ...chosen];
  return keys.flatMap((k) => all.filter((c) => c.key === k));
}

/** Writes the workbook to `stream` (ends it). */
export async function writeWorkbook<Row>(stream: Writable, spec: Omit<ExcelExport<Row>, 'fileName'>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'My Skills';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const dateFormat = spec.idLang === 1 ? 'dd/mm/yyyy' : 'yyyy-mm-dd';
  const formatOf = (c: ExcelColumn<Row>) => (c.date === 'dateTime' ? `${dateFormat} hh:mm` : dateFormat);
  sheet.columns = spec.columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width ?? (c.date === 'dateTime' ? 20 : 18),
    ...(c.date ? { style: { numFmt: formatOf(c) } } : {}),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, spec.columns.length) } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const row of spec.rows) {
    sheet.addRow(spec.columns.map((c) => cell(c.value(row), Boolean(c.date)))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

function cell(value: ExcelValue, isDate: boolean): ExcelJS.CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (isDate && typeof value === 'string') {
    // A day (YYYY-MM-DD) or a timestamp: a real date in the sheet, at midnight UTC for a day.
    const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  return value;
}

/** Streams the export as the reply (the route is raw: `route(app, call, { raw: true, handler })`). */
export function sendExcel<Row>(reply: FastifyReply, spec: ExcelExport<Row>): FastifyReply {
  const stream = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(spec.fileName))
    .header('cache-control', 'no-store');
  if (spec.total !== undefined) reply.header('x-total-count', String(spec.total));
  writeWorkbook(stream, spec).catch((error: unknown) => {
    reply.log.error({ err: error }, 'Excel export failed while streaming');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(stream);
}

/** `<name>_YYYY-MM-DD.xlsx`. */
export const excelFileName = (name: string, now = new Date()) => `${name}_${now.toISOString().slice(0, 10)}.xlsx`;
