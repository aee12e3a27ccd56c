import type { FastifyInstance } from 'fastify';
import { advisorOnboardingRoutes } from './routes/advisor-routes.ts';
import { investorOnboardingRoutes } from './routes/investor-routes.ts';
import { publicKycRoutes } from './routes/public-routes.ts';

/**
 * Onboarding (KYC) requests of spec §7: advisors send invitations and preview requests; the
 * investor fills the KYC form by the link (public) or in the investor panel. State machine
 * (DESIGN §4): processing → sent → viewed → finished; tokens stop working when finished.
 */
export async function onboardingModule(api: FastifyInstance): Promise<void> {
  await api.register(advisorOnboardingRoutes);
  await api.register(publicKycRoutes);
  await api.register(investorOnboardingRoutes);
}
