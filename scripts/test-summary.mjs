#!/usr/bin/env node
// One closing line for the whole run, "N passed, N failed, N skipped", from the runners' JSON reports.
import { existsSync, readFileSync } from "node:fs";

let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else if (r.stats) {
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
