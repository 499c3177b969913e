import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Moderate and minor findings are reported by axe too, but only these block: they stop people using the page.
const blocking = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (WCAG 2.x A and AA plus best practices) and fails on any serious or
 * critical violation, printing one readable block per rule instead of axe's raw JSON. While a modal dialog
 * is open, that dialog is what a person can reach, so it is what is checked: the page behind it has its own
 * checks, and analysing it again under each popup made long journeys overrun on a loaded machine.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string } = {},
) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const modalOpen = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  const include = options.include ?? (modalOpen ? '[role="dialog"][aria-modal="true"]' : undefined);
  if (include) builder = builder.include(include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact && blocking.has(v.impact));

  const summary = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join('\n      ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');

  expect(
    serious.map((v) => v.id),
    `axe found serious or critical violations on ${page.url()}:\n${summary}`,
  ).toEqual([]);
}
