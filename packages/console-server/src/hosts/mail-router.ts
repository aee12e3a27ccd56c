import {
  senderStatusInputSchema,
  senderStatusSchema,
  sendTestMailResultSchema,
  sendTestMailSchema,
} from '@wl/shared/console';
import { operatorProcedure, publisherProcedure } from '../trpc.ts';
import { senderStatus as checkSender, sendTestMail as queueTestMail } from './host-mail.ts';

/** `hosts.senderStatus`: who the host's mails come from, and its domain's SPF, DKIM and DMARC (asked, never cached). */
export const senderStatus = operatorProcedure
  .input(senderStatusInputSchema)
  .output(senderStatusSchema)
  .query(({ ctx, input }) => checkSender(ctx.db, input.hostConfigId, ctx.mailDns));

/** `hosts.sendTestMail`: a branded test mail of the published version, through the outbox; audited and limited. */
export const sendTestMail = publisherProcedure
  .input(sendTestMailSchema)
  .output(sendTestMailResultSchema)
  .mutation(({ ctx, input }) => queueTestMail(ctx.db, ctx, input, ctx.mailDns));
