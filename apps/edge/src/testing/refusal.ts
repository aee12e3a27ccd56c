import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';

/** The tRPC code and the refusal's key a console call was refused with (it must be refused). */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; key: string | undefined }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return {
    code: (error as TRPCError).code,
    key: (error as TRPCError & { refusal?: { key: string } }).refusal?.key,
  };
}
