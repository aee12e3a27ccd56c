import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodes, parseErrorBody } from '@wl/shared/errors';
import type { InvestmentSchedule, ScheduleImportPreview, ScheduleMarkPayload } from '@wl/shared/schemas';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { api } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/** Under the investments' keys, so what invalidates investments refreshes schedules too. */
export const scheduleKeys = {
  one: (offerId: string, language: string) => ['investments', 'schedule', offerId, language] as const,
};

const schedulePath = (offerId: string) => `/api/advisor/investor/${offerId}/schedule`;

/**
 * GET /api/advisor/investor/{offerId}/schedule (decision 071); null when the investment has no
 * schedule yet (409 schedule.not_available: not invested, or its money has not arrived).
 */
export function useInvestmentSchedule(offerId: string, enabled: boolean) {
  const { language } = useBranding();
  return useQuery({
    queryKey: scheduleKeys.one(offerId, language),
    queryFn: async ({ signal }): Promise<InvestmentSchedule | null> => {
      try {
        return await api<InvestmentSchedule>(schedulePath(offerId), { signal });
      } catch (error) {
        if (
          error instanceof ApiRequestError &&
          error.status === 409 &&
          parseErrorBody(error.body)?.code === errorCodes.scheduleNotAvailable
        )
          return null;
        throw error;
      }
    },
    enabled,
  });
}

/** PUT /api/advisor/investor/{offerId}/schedule/{number} (admins): the answer is the schedule after it. */
export function useMarkSchedulePayment(offerId: string) {
  const { language } = useBranding();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, mark }: { number: number; mark: ScheduleMarkPayload }) =>
      api<InvestmentSchedule>(`${schedulePath(offerId)}/${number}`, { method: 'PUT', body: mark }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKeys.one(offerId, language), schedule),
  });
}

/** GET /api/advisor/investor/{offerId}/schedule.pdf: the schedule as a PDF in the reader's language. */
export const fetchSchedulePdf = (offerId: string) =>
  api<Blob>(`${schedulePath(offerId)}.pdf`, { responseType: 'blob' });

/** POST /api/advisor/schedule-import/preview (admins): what the CSV would change; nothing stored. */
export const previewScheduleImport = (csv: string) =>
  api<ScheduleImportPreview>('/api/advisor/schedule-import/preview', { method: 'POST', body: { csv } });

/** POST /api/advisor/schedule-import/apply: applied only while the preview is still `previewHash` (else 409). */
export const applyScheduleImport = (csv: string, previewHash: string) =>
  api<ScheduleImportPreview>('/api/advisor/schedule-import/apply', { method: 'POST', body: { csv, previewHash } });
