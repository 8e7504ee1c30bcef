// Every route of apps/web/src/shell/routes.tsx with real parameters, found the way a person finds
// them, shared by the checks that walk the whole app (axe, the phone layout, the Spanish walk) so
// a new screen is added in one place and none of them walks a made-up id.
import type { Page } from 'playwright-core';
import { waitForJobs } from './job-notes.js';

/** A tracked folder the demo server serves; the folder routes need one added first. */
export const DEMO_FOLDER_ID = 'safety-library-demo';

/** This week's Monday: the demo data seeds Frank's week, so its Monday has jobs and crew. */
export function thisMonday(): string {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

/** The paths (with their queries) a link on the page leads to, matching `pattern`. */
export async function hrefs(page: Page, pattern: RegExp): Promise<string[]> {
  const all = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search),
    );
  return [...new Set(all.filter((href) => pattern.test(href)))];
}

/**
 * Walks from the job list (in English: the link names are known there) to collect every route;
 * `baseURL` is the running server's. The page must be signed in, on any screen.
 */
export async function everyRoute(page: Page, baseURL: string): Promise<string[]> {
  await waitForJobs(page);
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
  await page.waitForURL(/\/jobs\/\d+\/job-page$/);
  const jobPage = new URL(page.url()).pathname;
  const jobID = /\/jobs\/(\d+)\//.exec(jobPage)?.[1] ?? '';
  // The report templates and the job's sites arrive with the job content sync.
  await page.getByRole('main').getByRole('link', { name: 'Comments' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'New Contractor Billing' }).waitFor();
  const jobLinks = await hrefs(
    page,
    /\/(comments|job-gallery|job-docs|job-location)|report|construct-complete/,
  );
  const reportForm = jobLinks.find((href) => href.startsWith('/report-generic')) ?? '';

  await page.goto(`${baseURL}/ts-jobs?date=${thisMonday()}`);
  await page
    .getByRole('link', { name: /^Times and crew of / })
    .first()
    .waitFor();
  const dayLinks = await hrefs(page, /^\/ts-/);

  return [
    '/dashboard',
    '/job-list',
    jobPage,
    ...jobLinks,
    // Any template also opens in the dynamic report screen; no demo link leads there.
    reportForm.replace('/report-generic', '/jobs/dynamic-report'),
    `/jobs/reports-viewer?jobID=${jobID}&referenceCode=none&template=cbilling`,
    '/ts-calendar',
    ...dayLinks,
    '/jobs/new',
    '/er-job-completed',
    '/fleet-list',
    '/job-docs',
    '/docs-list',
    '/file-sync',
    `/file-sync/${DEMO_FOLDER_ID}`,
    '/queue-list',
    '/device',
    '/no-such-screen',
  ].filter((route, index, all) => route !== '' && all.indexOf(route) === index);
}
