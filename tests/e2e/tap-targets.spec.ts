// Tap targets on a phone (390 × 844): every visible link, button and form control of each page kind,
// and of the request dialog, is at least 44 × 44 px. Exempt, as WCAG 2.5.8 exempts them: a link
// inline in a sentence (its size is the text's). A checkbox or radio is measured by its label (the
// label is what the finger taps).
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e-test';
import { DIALOG_PAGE, pageKinds } from '../../scripts/lib/page-kinds';

test.use({ viewport: { width: 390, height: 844 } });

const MIN = 44;
const KINDS = ['start', 'job-type', 'job-type-prefecture', 'city', 'profile', 'blog-article', 'sign-in'];

/** The targets under `scope` smaller than 44 px either way, named so a failure says where to look. */
async function smallTargets(page: Page, scope: string) {
  return page.evaluate(
    ({ scope, min }) => {
      const root = document.querySelector(scope);
      if (!root) return [`${scope} not found`];
      const offenders: string[] = [];
      const controls = root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      );
      for (const control of controls) {
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || control.closest('[hidden], [aria-hidden="true"], [inert]'))
          continue;
        // The inline exception: a link inside a run of text (a sentence, a paragraph).
        if (control.tagName === 'A' && style.display === 'inline') {
          const block = control.parentElement;
          if (block && (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length)
            continue;
        }
        const input = control as HTMLInputElement;
        const measured =
          control.tagName === 'INPUT' &&
          (input.type === 'checkbox' || input.type === 'radio') &&
          input.labels?.[0]
            ? input.labels[0]
            : control;
        const box = measured.getBoundingClientRect();
        // Not rendered (display: none, or a visually hidden input whose label was measured instead).
        if (box.width <= 1 && box.height <= 1) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? input.name ?? '')
            .trim()
            .slice(0, 30);
          offenders.push(
            `${control.tagName.toLowerCase()}${control.className ? `.${String(control.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
      return offenders;
    },
    { scope, min: MIN },
  );
}

test('every link, button and control of each page kind is a 44 px tap target on a phone', async ({
  page,
}) => {
  const failures: string[] = [];
  for (const kind of pageKinds.filter((candidate) => KINDS.includes(candidate.name))) {
    await page.goto(kind.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);
    for (const offender of await smallTargets(page, 'body')) failures.push(`${kind.name}: ${offender}`);
  }
  expect(failures).toEqual([]);
});

test('every control of the request dialog is a 44 px tap target on a phone', async ({ page }) => {
  await page.goto(DIALOG_PAGE);
  await page.getByTestId('open-request').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('ステップ 1 / 4')).toBeVisible();
  expect(await smallTargets(page, 'dialog[open]')).toEqual([]);
});
