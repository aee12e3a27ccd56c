export { asciiHostName, displayHostName, hostLookupCandidates, hostPatternSchema, normalizeHost } from './host-name.ts';
export {
  developmentOrigins,
  type HostHeader,
  type PublicOriginSettings,
  parseHostHeader,
  publicOriginOf,
  publicOriginSchema,
  publicOriginSettings,
} from './public-origin.ts';
