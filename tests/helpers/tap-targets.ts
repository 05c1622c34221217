// Tap targets on a phone: every visible link, button and form control is at least 44 × 44 px.
// Exempt, as WCAG 2.5.8 exempts them: a link inline in a sentence (its size is the text's). A
// checkbox or radio is measured by its label (the label is what the finger taps).
import type { Page } from '@playwright/test';

const MIN = 44;

/** The targets under `scope` smaller than 44 px either way, named so a failure says where to look. */
export async function smallTargets(page: Page, scope: string) {
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
