import { expectAnswer } from './expect-answer.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';

/** Sends the case's request, checks the answer against its treatment, then the database. */
export async function runCase<Setup>(
  testCase: MassAssignmentCase<Setup>,
  setup: Setup,
): Promise<void> {
  const attempt = await testCase.attempt(setup);
  expectAnswer(attempt.response, testCase.treatment, testCase.status);
  await attempt.expectStored();
}

/** Each case with its full name, for `it.each(...)('%s', …)`: route, actor and treatment. */
export function namedCases<Setup>(
  cases: readonly MassAssignmentCase<Setup>[],
): [string, MassAssignmentCase<Setup>][] {
  return cases.map((testCase) => [
    `${testCase.route} as ${testCase.actor}: ${testCase.treatment}`,
    testCase,
  ]);
}
