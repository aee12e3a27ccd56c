export { fileUpload, multipartBody, tinyJpeg, tinyPdf, tinyPng } from '../files/upload-fixtures.ts';
export type { AdvisorOptions, TestTenant } from './factories.ts';
export { createAdvisor, createInvestor, createNetwork, createTenant, TEST_PASSWORD } from './factories.ts';
export { createOnboardingRequest } from './onboarding-factories.ts';
export { createCampaignWithProduct, createOffer } from './public-factories.ts';
export type { ApiCall, TestApi } from './test-api.ts';
export { createTestApi, TEST_JWT_SECRET, uniqueHost } from './test-api.ts';
export { totpCode } from './totp.ts';
