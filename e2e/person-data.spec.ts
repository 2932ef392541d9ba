import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { accounts, expect, signIn, test } from './fixtures';

test('the DPO exports a person’s data as one ZIP: a summary, the detail, the files', async ({ page }) => {
  await signIn(page, accounts.dpo, /\/management\/dataProtection$/);
  await page.getByTestId('data-protection-tab-person').click();
  const exportButton = page.getByTestId('person-data-export');
  await expect(exportButton).toBeDisabled();

  await page.getByTestId('person-data-person').fill('Martin');
  await page.getByRole('option', { name: /Alice Martin/ }).click();
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^donnees-personnelles_martin-alice_\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['data.json', 'summary.pdf']));
  const data = JSON.parse(strFromU8(zip['data.json']!)) as { person: { email: string } };
  expect(data.person.email).toBe(accounts.consultant);
  await expect(page.getByTestId('person-data-done')).toContainText('Archive enregistrée');
  await expect(exportButton).toBeEnabled();
});
