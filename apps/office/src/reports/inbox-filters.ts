// OFFICE-7: the inbox's filters as the server's officeReports query: empty means "any"; nothing
// is filtered in the browser.
import type { OfficeJob, ReportReviewState } from '@fieldops/contract';

export const REPORT_PAGE_SIZE = 50;

export interface InboxFilters {
  jobID: string | null;
  foremanID: string | null;
  template: string;
  state: ReportReviewState | null;
  from: string;
  to: string;
}

export const NO_FILTERS: InboxFilters = {
  jobID: null,
  foremanID: null,
  template: '',
  state: null,
  from: '',
  to: '',
};

export function queryOf(filters: InboxFilters, page: number) {
  return {
    jobID: filters.jobID ?? undefined,
    foremanID: filters.foremanID ?? undefined,
    template: filters.template.trim() || undefined,
    state: filters.state ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: REPORT_PAGE_SIZE,
  };
}

/** The foremen to pick from: those of the company's jobs (a report's sender is its job's foreman or crew). */
export function foremenOf(jobs: readonly OfficeJob[]): { value: string; label: string }[] {
  const named = new Map<number, string>();
  for (const job of jobs) if (job.foreman) named.set(job.foreman.employeeID, job.foreman.name);
  return [...named]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, name]) => ({ value: String(id), label: name }));
}

export const isFiltered = (filters: InboxFilters) =>
  Object.entries(filters).some(([, value]) => value !== null && value !== '');
