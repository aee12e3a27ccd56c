import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/index.tsx';
import { createRoutes, preloadArrivalPages } from '@/app/router.tsx';
import { prefetchArrivalData } from '@/app/routing/arrival-data.ts';
import { configureApiClient } from '@/lib/api/client.ts';
import { readInjectedBranding } from '@/lib/branding.ts';
import { createI18n } from '@/lib/i18n.ts';
import { initialLanguage } from '@/lib/language.ts';
import { createQueryClient } from '@/lib/query/query-client.ts';
import { prefetchSession } from '@/lib/session/session-context.tsx';

// Synchronous on purpose: the first render already shows the host's texts, colours and language.
const branding = readInjectedBranding();
const language = initialLanguage(branding.landing.language);
// The API client words its calls in `<html lang>`'s language. The edge wrote the host's default
// there; the visitor's choice must be there before the first call, not after the first render
// (rendered in a transition, the public KYC form asked for its industries in Polish on an English page).
document.documentElement.lang = language;
const i18n = createI18n(language);
// Spec §7: with a landing-page id, every API call carries Context-type and Context-id.
configureApiClient({ contextId: branding.landing.id || null });
const router = createBrowserRouter(createRoutes());
// The page of the address opened, whose chunks the edge already named in the page (decision 077).
void preloadArrivalPages(window.location.pathname);
// The session's calls, while the first screen renders rather than after it; and the page's data
// beside them rather than after them.
const queryClient = createQueryClient();
prefetchSession(queryClient);
void prefetchArrivalData(queryClient, window.location.pathname, language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition, so React renders the first screen in slices rather than in one task (decision 085:
// on a phone's profile the longest task of the sign-in page went from 0.49 to 0.37–0.40 s and its
// blocking time from 1.3 to 0.8 s; the first paint did not move). Nothing is on screen to keep.
startTransition(() => {
  root.render(
    <StrictMode>
      <App branding={branding} i18n={i18n} router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
