import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const NOTICE = 'Planned maintenance on Nov 8';

test('the public notice shows once per session, to a visitor, with no serious accessibility violation', async ({
  page,
  mock,
}) => {
  await mock.scenario({ publicNotice: true });
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: NOTICE });
  await expect(notice).toContainText('The site will be down for an upgrade on Nov 8, 02:00-04:00 (BRT).');
  // Its markup's onerror would have run: the handler is gone.
  expect(await notice.innerHTML()).not.toMatch(/onerror/i);
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();

  // A reload is the same session: the notice stays closed.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeHidden();
});
