export type { ErrorBody, Violation } from './error-body.ts';
export { edgeErrorCodes, errorBody, errorBodySchema, violationSchema } from './error-body.ts';
