export {
  customHostColumns,
  type DemoHostColumns,
  defaultHostColumns,
  demoHostColumns,
  investorDemoHostColumns,
} from './demo-hosts.ts';
export {
  investorInformationFixture,
  type KycFixtureOptions,
  kycAddressFixture,
  kycDataFixture,
} from './kyc-questionnaire.ts';
