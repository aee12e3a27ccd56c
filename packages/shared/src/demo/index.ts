export {
  customHostColumns,
  type DemoHostColumns,
  defaultHostColumns,
  demoHostColumns,
  investorDemoHostColumns,
} from './demo-hosts.ts';
