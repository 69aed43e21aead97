// Latency percentiles and throughput for in-process (raw database) measurements.
export type Result = { name: string; rps: number; p50: number; p99: number; errors: number; requests: number };

/** The q-th quantile (0–1) of values sorted ascending; 0 for none. */
export function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

export function summarize(name: string, latencies: number[], seconds: number, errors: number): Result {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    rps: latencies.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    errors,
    requests: latencies.length,
  };
}

// Runs `work` from `concurrency` loops for `seconds`, like autocannon does over HTTP.
export async function measure(
  name: string,
  work: () => Promise<unknown>,
  opts: { concurrency: number; seconds: number },
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await work();
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarize(name, latencies, opts.seconds, errors);
}

export function progressBar(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(
    `\r${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${done.toLocaleString("en")}/${total.toLocaleString("en")}${done >= total ? "\n" : ""}`,
  );
}
