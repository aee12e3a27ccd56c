export { edgeErrorCodes, errorBody, errorBodySchema, violationSchema } from './error-body.ts';
export type { ErrorBody, Violation } from './error-body.ts';
