import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('feedback from the footer refuses an empty and a 141-character content, then sends once and shows the ticket', async ({
  page,
}) => {
  await page.goto('/down');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback and complaints' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await send.click();
  await expect(dialog.getByText('Input cannot be empty.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Deposit issue' });
  const content = dialog.getByRole('textbox', { name: 'What happened' });
  await content.fill('a'.repeat(141));
  await expect(dialog.getByText('141/140')).toBeVisible();
  await send.click();
  await expect(dialog.getByText('At most 140 characters.')).toBeVisible();
  await content.fill('My deposit did not arrive');
  await send.click();
  await expect(dialog.getByRole('status')).toContainText(/Your ticket reference: FB\d{12}/);
  await expectNoSeriousA11yViolations(page);
});
