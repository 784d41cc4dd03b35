// axe-core (WCAG 2.2 A/AA) and screenshots of the login screen with its green and its red bubble.
import { auditScreen } from '../support/screenAudit';
import { expectBubble, fillLoginForm, test } from '../support/accounts';

test('the login screen with the green and with the red bubble has no accessibility violations', async ({
  page,
  shopper,
}) => {
  test.slow(); // a registration and two audits, each axe and a screenshot at two widths
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectBubble(page, 'green', `user created with this informations: ${shopper.email}`);
  await auditScreen(page, 'login-green-bubble');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectBubble(page, 'red', 'this email is registered before!');
  await auditScreen(page, 'login-red-bubble');
});
