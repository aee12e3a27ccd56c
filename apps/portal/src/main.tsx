import { StrictMode } from 'react';
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

// Synchronous on purpose: the first render already shows the host's texts, colours and language.
const branding = readInjectedBranding();
const language = initialLanguage(branding.landing.language);
const i18n = createI18n(language);
// Spec §7: with a landing-page id, every API call carries Context-type and Context-id.
configureApiClient({ contextId: branding.landing.id || null });
const router = createBrowserRouter(createRoutes());
// The page of the address opened, whose chunks the edge already named in the page (decision 077).
void preloadArrivalPages(window.location.pathname);
// …and its data, beside the session's calls rather than after them.
const queryClient = createQueryClient();
void prefetchArrivalData(queryClient, window.location.pathname, language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App branding={branding} i18n={i18n} router={router} queryClient={queryClient} />
  </StrictMode>,
);
