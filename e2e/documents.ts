/**
 * Helpers of the document specs (skills file, evaluation): texts in either language, notices, Word/PDF exports, the
 * e-mails a document sends (read in the local mailbox).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name in either interface language (accessible names may end with more, e.g. a select's value). */
export const either = (fr: string, en: string) => new RegExp(`^(?:${escape(fr)}|${escape(en)})`);
/** A text containing either language's version. */
export const containsEither = (fr: string, en: string) => new RegExp(`${escape(fr)}|${escape(en)}`);
/** A notice (toast) showing a text. */
export const alert = (page: Page, text: RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Exports the document whose header is `header` as Word, then as PDF (real downloads), and checks the bytes. */
export async function expectWordAndPdfExports(page: Page, header: Locator) {
  const exportAs = async (format: RegExp) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await header.getByRole('button', { name: either('Exporter', 'Export') }).click();
        await page.getByRole('menuitem', { name: format }).click();
      })(),
    ]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };
  const word = await exportAs(/^Word/);
  expect(word.name).toMatch(/\.docx$/);
  expect(word.bytes.length).toBeGreaterThan(1000);
  expect(word.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await exportAs(/^PDF/);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.length).toBeGreaterThan(1000);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

/**
 * Opens, in the local mailbox, the latest e-mail to `recipient` whose subject matches `subject` (the relay delivers in
 * the background: the list refreshes until it is there), and answers the frame holding its HTML body.
 */
export async function openMail(page: Page, recipient: string, subject: RegExp) {
  if (new URL(page.url()).pathname !== '/management/mailbox') await page.goto('/management/mailbox');
  // The list's quick search reads the recipient (and the subject and template).
  await page.getByTestId('mailbox-search').fill(recipient);
  await page.getByTestId('mailbox-list').getByRole('button', { name: subject }).first().click({ timeout: 20_000 });
  await expect(page.getByTestId('mail-to')).toHaveText(recipient);
  return page.getByTestId('mail-html');
}
