export { hostLookupCandidates, hostPatternSchema, normalizeHost } from './host-name.ts';
