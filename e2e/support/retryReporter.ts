// Says at the end of every run how many retries it used and which tests needed them (flaky: failed, then
// passed on a retry). CI allows one retry (playwright.config.ts) so a slow machine does not lose a whole
// run, but a run that used one is not a clean run: this line is what to check. With E2E_RETRIES_FILE set
// (scripts/test-all.mjs sets it) the same is written there as JSON, for npm test's closing table.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class RetryReporter implements Reporter {
  private retries = 0;
  private readonly retried = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry > 0) {
      this.retries += 1;
      this.retried.add(test);
    }
  }

  async onEnd() {
    const flaky = [...this.retried].filter((test) => test.outcome() === 'flaky').map((test) => test.titlePath().filter(Boolean).join(' › '));
    console.log(`\ne2e retries used: ${this.retries} (flaky tests: ${flaky.length})`);
    for (const title of flaky) console.log(`  flaky: ${title}`);
    const file = process.env.E2E_RETRIES_FILE;
    if (file) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify({ retries: this.retries, flaky }, null, 2));
    }
  }

  printsToStdio() {
    return false;
  }
}
