import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTally } from './request-tally.ts';

const BUCKETS = [0.001, 0.01, 0.1, 1];
const names = {
  requests: { name: 'test_requests_total', help: 'Requests.' },
  duration: { name: 'test_request_duration_seconds', help: 'Durations.' },
};

/** Requests as [method, route, status, seconds]: two routes, two methods, every status class, a bound hit exactly. */
const answered: [string, string, number, number][] = [
  ['GET', '/', 200, 0.0004],
  ['GET', '/', 200, 0.001],
  ['GET', '/', 304, 0.002],
  ['GET', '/', 404, 0.05],
  ['POST', '/auth/login', 201, 0.3],
  ['POST', '/auth/login', 429, 0.0008],
  ['POST', '/auth/login', 500, 2.5],
  ['GET', '/auth/login', 101, 0.01],
];

describe('RequestTally', () => {
  it('reads as prom-client’s own counter and histogram given the same requests', async () => {
    const tally = new RequestTally({ ...names, buckets: BUCKETS });
    const ours = new Registry();
    tally.register(ours);

    const theirs = new Registry();
    const counter = new Counter({ ...names.requests, labelNames: ['method', 'route', 'status'], registers: [theirs] });
    const histogram = new Histogram({
      ...names.duration,
      labelNames: ['method', 'route'],
      buckets: BUCKETS,
      registers: [theirs],
    });

    for (const [method, route, status, seconds] of answered) {
      tally.record(method, route, status, seconds);
      counter.inc({ method, route, status: `${Math.floor(status / 100)}xx` });
      histogram.observe({ method, route }, seconds);
    }

    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('test_requests_total{method="GET",route="/",status="2xx"} 2');
    expect(text).toContain('test_request_duration_seconds_bucket{le="0.001",method="GET",route="/"} 2');
    expect(text).toContain('test_request_duration_seconds_bucket{le="+Inf",method="POST",route="/auth/login"} 3');
  });

  it('starts over when the registry is reset', async () => {
    const tally = new RequestTally({ ...names, buckets: BUCKETS });
    const registry = new Registry();
    tally.register(registry);
    tally.record('GET', '/', 200, 0.002);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('route="/"');
  });
});
