import { expect, test } from './fixtures';

test('the coming-soon and maintenance pages draw an icon, never an emoji (no emoji font on many machines)', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/status/coming-soon', 'Bientôt disponible'],
    ['/status/maintenance', 'Maintenance en cours'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const illustration = page.getByTestId('status-icon');
    await expect(illustration).toBeVisible();
    expect(await illustration.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    const text = await page.locator('main').innerText();
    expect(text, 'no emoji or pictographic character').not.toMatch(/\p{Extended_Pictographic}/u);
  }
});
