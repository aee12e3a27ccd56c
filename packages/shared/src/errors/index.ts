/**
 * The error contract of spec §3/§8: the error body every failed response carries, the catalogue
 * of codes the API raises, and the mapping of a failed response to one translated message.
 */
export type { ErrorMessage, ErrorMessageKey, FailedResponse } from './catalogue.ts';
export { accountingFieldLabel, catalogueMessage, errorMessage, errorMessageKeys } from './catalogue.ts';
export type { ErrorBody, Violation } from './error-body.ts';
export { edgeErrorCodes, errorBody, errorBodySchema, violationSchema } from './error-body.ts';
export type { ErrorCode, ErrorCodeName } from './error-codes.ts';
export { errorCodes } from './error-codes.ts';
export type { InvitationResult } from './messages.ts';
export { investorDeniedNotification, invitationsMessage, notFoundMessage } from './messages.ts';
export { parseErrorBody } from './parse-error-body.ts';
