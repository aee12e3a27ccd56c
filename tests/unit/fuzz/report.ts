import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import type { LightMyRequestResponse } from 'fastify';
import { FUZZ_RUNS, FUZZ_SEED } from './inputs.ts';

/** What one endpoint or procedure was sent and how it answered. */
export interface TargetReport {
  inputs: number;
  /** Answers by status (`"400": 12`). */
  statuses: Record<string, number>;
  /** Inputs it accepted (2xx): allowed to write, but rare for random input. */
  accepted: number;
  failures: string[];
}

export interface SuiteReport {
  seed: number;
  runsPerTarget: number;
  targets: Record<string, TargetReport>;
}

export function newTarget(): TargetReport {
  return { inputs: 0, statuses: {}, accepted: 0, failures: [] };
}

export function record(target: TargetReport, status: number, failures: string[]): void {
  target.inputs += 1;
  target.statuses[status] = (target.statuses[status] ?? 0) + 1;
  if (status < 300) target.accepted += 1;
  // The first few of each kind are enough to find the cause; the count says how many there were.
  for (const failure of failures) if (target.failures.length < 20) target.failures.push(failure);
}

const reportFile = join(repositoryRoot, '.test-results', 'fuzz-report.json');
const benchFile = join(repositoryRoot, 'bench', 'results', 'fuzz.json');

function readJson(path: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Writes a suite's part of the full report (`.test-results/fuzz-report.json`, every status of
 * every target) and of the counts kept with the benchmarks (`bench/results/fuzz.json`), and
 * prints the summary.
 */
export function writeSuiteReport(suite: 'api' | 'console', targets: Record<string, TargetReport>): void {
  const report: SuiteReport = { seed: FUZZ_SEED, runsPerTarget: FUZZ_RUNS, targets };
  writeJson(reportFile, { ...readJson(reportFile), [suite]: report });

  const counts = Object.fromEntries(Object.entries(targets).map(([name, target]) => [name, target.inputs]));
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const failures = Object.values(targets).reduce((sum, target) => sum + target.failures.length, 0);
  const bench = readJson(benchFile);
  writeJson(benchFile, {
    ...bench,
    command: 'pnpm exec vitest run tests/unit/fuzz',
    seed: FUZZ_SEED,
    runsPerTarget: FUZZ_RUNS,
    [suite]: { targets: Object.keys(counts).length, inputs: total, failures, inputsPerTarget: counts },
  });
  console.info(
    `fuzz ${suite}: ${total} inputs to ${Object.keys(counts).length} targets (seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs each + fixed cases), ${failures} failures`,
  );
}

/**
 * What is wrong with one answer: a 5xx, a refusal that is not JSON or not in the expected shape
 * (`shapeFaults` says what is wrong with a parsed refusal), or a refusal that wrote rows.
 */
export function answerFaults(
  response: LightMyRequestResponse,
  writes: Record<string, number>,
  shapeFaults: (status: number, body: unknown) => string[],
): string[] {
  const faults: string[] = [];
  if (response.statusCode >= 500) faults.push(`status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (response.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      faults.push(`refusal ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`);
    }
    if (parsed !== undefined) faults.push(...shapeFaults(response.statusCode, parsed));
    if (Object.keys(writes).length > 0) faults.push(`refusal ${response.statusCode} wrote ${JSON.stringify(writes)}`);
  }
  return faults;
}
