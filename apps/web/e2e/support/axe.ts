import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page anyone can open without an account (SPEC §2 "Public routes"). */
export const PUBLIC_PATHS = [
  '/home',
  '/about-us',
  '/riders',
  '/merchants',
  '/careers',
  '/news',
  '/faqs',
  '/contact',
  '/privacy-policy',
  '/cookies-policy',
  '/terms-and-conditions',
  '/signup/user',
  '/forgot-pin',
] as const;

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One violation as a reader can act on it: rule, impact, help link, and the failing nodes. */
export function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${summary}\n      ${node.html.slice(0, 200)}`;
  });
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/** Resolves once no CSS transition or animation runs, so axe sees the settled colours. */
export async function waitForSettledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect === null),
  );
}

/**
 * Runs axe on the page as it is now and fails with a readable list of every serious or
 * critical WCAG 2.1 A/AA violation. Milder findings are left to review.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { within }: { within?: string } = {},
): Promise<void> {
  await waitForSettledAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // While a modal is open the page behind it is inert and scroll-locked: axe would measure
  // the contrast of off-screen text against the wrong background. The page itself has its own test.
  if (within) builder.include(within);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const report = blocking.map(describeViolation).join('\n');
  expect(
    blocking.map((violation) => violation.id),
    `axe found on ${label}:\n${report}`,
  ).toEqual([]);
}
