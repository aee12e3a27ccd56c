import {
  deleteHostResultSchema,
  deleteHostSchema,
  domainStatusInputSchema,
  domainStatusSchema,
  goLiveResultSchema,
  goLiveSchema,
  hostAliasesResultSchema,
  hostAliasSchema,
  hostStatusResultSchema,
  removeHostAliasSchema,
  renameHostResultSchema,
  renameHostSchema,
  resendActivationResultSchema,
  resendActivationSchema,
  resumeHostSchema,
  suspendHostSchema,
} from '@wl/shared/console';
import { adminProcedure, operatorProcedure, publisherProcedure } from '../trpc.ts';
import { domainStatus as checkDomain } from './domain-status.ts';
import { addAlias as addHostAlias, removeAlias as removeHostAlias } from './host-aliases.ts';
import { deleteHost, renameHost } from './host-identity.ts';
import {
  resendActivation as resendHostActivation,
  resumeHost,
  suspendHost,
  goLive as takeHostLive,
} from './lifecycle.ts';

/** `hosts.goLive`: a pending host goes live as it is; the first admin's activation mail goes out. */
export const goLive = publisherProcedure
  .input(goLiveSchema)
  .output(goLiveResultSchema)
  .mutation(({ ctx, input }) => takeHostLive(ctx.db, ctx, input));

/** `hosts.resendActivation`: a new activation mail for the host's first admin. */
export const resendActivation = publisherProcedure
  .input(resendActivationSchema)
  .output(resendActivationResultSchema)
  .mutation(({ ctx, input }) => resendHostActivation(ctx.db, ctx, input));

/** `hosts.suspend`: a live host answers the neutral page until it is resumed (with a reason). */
export const suspend = publisherProcedure
  .input(suspendHostSchema)
  .output(hostStatusResultSchema)
  .mutation(({ ctx, input }) => suspendHost(ctx.db, ctx, input));

/** `hosts.resume`: a suspended host serves its brand again. */
export const resume = publisherProcedure
  .input(resumeHostSchema)
  .output(hostStatusResultSchema)
  .mutation(({ ctx, input }) => resumeHost(ctx.db, ctx, input));

/** `hosts.domainStatus`: where the host's name points, and its certificate (asked, never cached). */
export const domainStatus = operatorProcedure
  .input(domainStatusInputSchema)
  .output(domainStatusSchema)
  .query(({ ctx, input }) => checkDomain(ctx.db, input.hostConfigId, ctx.publicOrigins));

/** `hosts.rename`: the host answers under a new name (the old one stops answering). */
export const rename = adminProcedure
  .input(renameHostSchema)
  .output(renameHostResultSchema)
  .mutation(({ ctx, input }) => renameHost(ctx.db, ctx, input));

/** `hosts.delete`: a host that is not live is removed, confirmed by its name. */
export const remove = adminProcedure
  .input(deleteHostSchema)
  .output(deleteHostResultSchema)
  .mutation(({ ctx, input }) => deleteHost(ctx.db, ctx, input));

/** `hosts.addAlias`: another name (apex + www, a former name) that redirects to the host. */
export const addAlias = adminProcedure
  .input(hostAliasSchema)
  .output(hostAliasesResultSchema)
  .mutation(({ ctx, input }) => addHostAlias(ctx.db, ctx, input));

/** `hosts.removeAlias`: the name stops redirecting. */
export const removeAlias = adminProcedure
  .input(removeHostAliasSchema)
  .output(hostAliasesResultSchema)
  .mutation(({ ctx, input }) => removeHostAlias(ctx.db, ctx, input));
