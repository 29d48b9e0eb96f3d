import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_STARTED_MESSAGE, generateWeeklyReportResponseSchema, weeklyReportListResponseSchema, weeklyReportResponseSchema } from '@bedtime/contracts';
import { ApiError, apiJson, useToast } from '@bedtime/web-kit';

export const REPORTS_QUERY_KEY = ['/api/admin', 'reports'] as const;
export const GENERATE_FAILED_MESSAGE = 'Failed to generate weekly report. Please try again.';

/** While a report asked for is being made (a queued job), the list is read again this often. */
export const REPORT_POLL_MS = 1_500;
/** And for this long at most: a report that takes longer shows on the next visit. */
export const REPORT_WAIT_MS = 120_000;

/** GET /api/admin/reports: past reports (newest first), the recipients and the schedule; `pollMs` while one is on its way. */
export function useReportList(pollMs: number | false = false) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'list'],
    queryFn: async ({ signal }) => await apiJson(weeklyReportListResponseSchema, 'GET', '/api/admin/reports', undefined, { signal }),
    refetchInterval: pollMs,
  });
}

/** GET /api/admin/reports/{id|latest}; `null` when there is no such report yet (404). */
export function useReport(id: string) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, id],
    queryFn: async ({ signal }) => {
      try {
        return (await apiJson(weeklyReportResponseSchema, 'GET', `/api/admin/reports/${encodeURIComponent(id)}`, undefined, { signal })).report;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * POST /api/admin/generate-weekly-report with the product rules' toasts. The report is made by a queued job, so it
 * is not there yet when the call answers: `onStarted` lets the page watch the list until it arrives.
 */
export function useGenerateReport(onStarted: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async () => await apiJson(generateWeeklyReportResponseSchema, 'POST', '/api/admin/generate-weekly-report'),
    onSuccess: (result) => {
      toast({ title: 'Report Generation Started', description: result.message || REPORT_STARTED_MESSAGE, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
      onStarted();
    },
    onError: () => toast({ title: 'Error', description: GENERATE_FAILED_MESSAGE, variant: 'destructive' }),
  });
}
