import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

/**
 * Runs Vitest with its usual output. Returns whether it passed and, when tests failed, which
 * ones and why in a few lines, for the caller to repeat at the very end of a long run: Vitest's
 * own summary scrolls far above the last lines a CI log keeps.
 */
export function runVitest(args, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sauda-vitest-'));
  const report = join(dir, 'report.json');
  try {
    const passed = run(
      'npx',
      [
        'vitest',
        'run',
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      env,
    );
    return { passed, failures: passed ? [] : failuresIn(report) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function failuresIn(report) {
  if (!existsSync(report)) return ['(Vitest wrote no report)'];
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const failures = [];
  for (const file of testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${file.name}\n    ${firstLines(file.message)}`);
    }
    for (const test of failed) {
      failures.push(`${file.name} › ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
    }
  }
  return failures;
}

/** The message without its stack trace, a few lines at most. */
function firstLines(text = '', count = 6) {
  const lines = text.split('\n').filter((line) => !/^\s+at /.test(line));
  return lines.slice(0, count).join('\n    ');
}
