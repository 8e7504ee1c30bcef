// REPORT-3: which screen opens a template. The three named screens of the spec use the demo
// templates' names; every other template opens in the dynamic report screen.
export const REPORT_SCREENS: Readonly<Record<string, string>> = {
  cbilling: '/jobs/cbilling-report',
  'construct-complete': '/jobs/construct-complete',
  generic: '/report-generic',
};

export function reportScreenUrl(
  template: string,
  jobID: number,
  locationNumber: string,
  referenceCode?: string,
): string {
  const query = new URLSearchParams({ template, jobID: String(jobID), loc: locationNumber });
  if (referenceCode) query.set('ref', referenceCode);
  return `${REPORT_SCREENS[template] ?? '/jobs/dynamic-report'}?${query.toString()}`;
}

export function reportsViewerUrl(jobID: number, referenceCode: string, template: string): string {
  const query = new URLSearchParams({ jobID: String(jobID), referenceCode, template });
  return `/jobs/reports-viewer?${query.toString()}`;
}
