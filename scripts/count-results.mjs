// Prints "<passed> <failed>" for .ci/run from the JSON results the test command wrote.
// Each file in test-results/ is either vitest's JSON reporter output or {passed, failed}.
// A non-zero exit status with no recorded failure (lint, type check, a crashed step) counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
if (existsSync('test-results')) {
  for (const file of readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
    if ('numPassedTests' in data) {
      passed += data.numPassedTests;
      failed += data.numFailedTests;
    } else {
      passed += data.passed ?? 0;
      failed += data.failed ?? 0;
    }
  }
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} ${failed}`);
