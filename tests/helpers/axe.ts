// axe-core on the page as it is, or on a part of it: no violation of any impact (minor and moderate
// too), and axe really looked (its rules ran and some passed).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './e2e-test';

export async function expectNoAxeViolations(page: Page, where: string, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, where).toEqual([]);
  expect(results.passes.length, where).toBeGreaterThan(0);
}
