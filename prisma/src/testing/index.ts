export { cloneTemplateDatabase, createTemplateDatabase, dropDatabase, TEMPLATE_DATABASE } from './databases.ts';
export type { TestDatabase } from './test-database.ts';
export { createTestDatabase } from './test-database.ts';
export type { TestServer } from './test-server.ts';
export { startTestServer } from './test-server.ts';
