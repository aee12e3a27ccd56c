// Test data for every package's tests (not part of the product's code paths): the seeded hosts'
// snapshots and the XSS payloads. The DOM check is in `@wl/shared/testing/dom`.
export {
  customSnapshot,
  defaultRowSnapshot,
  demoSnapshot,
  investorDemoSnapshot,
  seededSnapshots,
} from './host-snapshots.ts';
export type { XssPayloadName } from './xss-payloads.ts';
export {
  activeMarkupIn,
  markupXssPayloads,
  shortXssPayloads,
  unstorable,
  xssPayloadList,
  xssPayloads,
} from './xss-payloads.ts';
