import type { Database } from '@wl/db';
import type { AdvisorDetail, AdvisorFormOptions } from '@wl/shared';
import type { AdvisorCaller } from '../../core/advisor-caller.ts';
import { toDetail } from '../advisor-record.ts';
import { findAdvisorInScope } from './advisor-records.ts';
import { listNetworks } from './list-networks.ts';

/** GET /api/advisor/advisor/{id}: what the edit form is filled with (404 outside the caller's scope). */
export async function getAdvisor(db: Database, caller: AdvisorCaller, id: string): Promise<AdvisorDetail> {
  return toDetail(await findAdvisorInScope(db, caller, id), caller);
}

/**
 * GET /api/advisor/advisor-form: the networks the form offers. An admin assigns any network of
 * the tenant; others see the form read-only, with the networks they may see.
 */
export async function advisorFormOptions(db: Database, caller: AdvisorCaller): Promise<AdvisorFormOptions> {
  return { brokerNetworks: await listNetworks(db, caller) };
}
