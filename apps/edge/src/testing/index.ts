// What other packages' tests use of the edge (the tests workspace's fuzz and security suites).
export { writeFixturePortal } from './fixture-portal.ts';
export type { TestApp } from './test-app.ts';
export { createTestApp, eventually } from './test-app.ts';
