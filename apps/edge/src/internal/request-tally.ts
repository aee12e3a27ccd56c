import type { Metric, Registry } from 'prom-client';

interface MetricName {
  name: string;
  help: string;
}

export interface RequestTallyOptions {
  /** The counter of requests, by method, route pattern and status class. */
  requests: MetricName;
  /** The histogram of their durations in seconds, by method and route pattern. */
  duration: MetricName;
  /** The histogram's upper bounds, ascending. */
  buckets: readonly number[];
}

/** One method and route pattern: its answers by status class and its durations in the buckets. */
interface Series {
  method: string;
  route: string;
  /** Answers by status class, 1xx at index 1 to 5xx at index 5. */
  byStatus: number[];
  /** Durations that fell in each bucket (not cumulative; summed when read). */
  inBucket: number[];
  sum: number;
  count: number;
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * Requests counted by method, route pattern and status class, and their durations in latency
 * buckets: plain numbers per series, read at each scrape as a Prometheus counter and histogram
 * in prom-client's exposition. prom-client's own `inc` and `observe` took the branded page
 * 8-10 % of its throughput (issue 18: every call checks its labels and hashes them into a
 * string); here a request costs two map lookups by strings Node and Fastify hand over unchanged
 * (the method, the route's pattern) and a few additions.
 */
export class RequestTally {
  /** Route pattern → method → series. */
  private readonly series = new Map<string, Map<string, Series>>();

  constructor(private readonly options: RequestTallyOptions) {}

  /** One answered request: its status code and how long it took, in seconds. */
  record(method: string, route: string, statusCode: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.series.set(route, byMethod);
    }
    let series = byMethod.get(method);
    if (!series) {
      const { buckets } = this.options;
      series = { method, route, byStatus: [0, 0, 0, 0, 0, 0], inBucket: buckets.map(() => 0), sum: 0, count: 0 };
      byMethod.set(method, series);
    }
    const statusClass = Math.floor(statusCode / 100);
    if (statusClass >= 1 && statusClass <= 5) series.byStatus[statusClass] = (series.byStatus[statusClass] ?? 0) + 1;
    const { buckets } = this.options;
    for (let bucket = 0; bucket < buckets.length; bucket++) {
      if (seconds <= (buckets[bucket] as number)) {
        series.inBucket[bucket] = (series.inBucket[bucket] ?? 0) + 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  /**
   * Both metrics in `registry`. prom-client's registry reads a metric through its `get` (and
   * `reset`), which is all these have; its TypeScript type names only prom-client's classes.
   */
  register(registry: Registry): void {
    const { requests, duration } = this.options;
    const metric = ({ name, help }: MetricName, type: 'counter' | 'histogram', values: () => Sample[]) =>
      ({
        name,
        help,
        get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
        reset: () => this.series.clear(),
      }) as unknown as Metric;
    registry.registerMetric(metric(requests, 'counter', () => this.requestSamples()));
    registry.registerMetric(metric(duration, 'histogram', () => this.durationSamples()));
  }

  private *all(): Generator<Series> {
    for (const byMethod of this.series.values()) yield* byMethod.values();
  }

  private requestSamples(): Sample[] {
    const samples: Sample[] = [];
    for (const { method, route, byStatus } of this.all()) {
      byStatus.forEach((value, statusClass) => {
        if (value > 0) samples.push({ labels: { method, route, status: `${statusClass}xx` }, value });
      });
    }
    return samples;
  }

  /** Cumulative buckets (`le`), then `+Inf`, `_sum` and `_count`, as prom-client's histogram writes them. */
  private durationSamples(): Sample[] {
    const { duration, buckets } = this.options;
    const bucketName = `${duration.name}_bucket`;
    const samples: Sample[] = [];
    for (const { method, route, inBucket, sum, count } of this.all()) {
      let cumulative = 0;
      buckets.forEach((le, index) => {
        cumulative += inBucket[index] ?? 0;
        samples.push({ labels: { le, method, route }, value: cumulative, metricName: bucketName });
      });
      samples.push({ labels: { le: '+Inf', method, route }, value: count, metricName: bucketName });
      samples.push({ labels: { method, route }, value: sum, metricName: `${duration.name}_sum` });
      samples.push({ labels: { method, route }, value: count, metricName: `${duration.name}_count` });
    }
    return samples;
  }
}
