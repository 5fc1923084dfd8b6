// A reporter that makes a skipped test a failure under CI=true: locally a suite whose Debian tool is missing
// skips with its reason; in CI every tool is installed, so a skip means something did not run.
import type { Reporter, TestModule } from 'vitest/node';

export default class FailOnSkip implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (process.env['CI'] !== 'true') return;
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.result().state === 'skipped')
        .map((test) => `${module.moduleId}: ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    console.error(
      `\nCI=true: ${skipped.length} test(s) skipped, which fails the run:\n${skipped.map((s) => `  - ${s}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}
