// Work another device did on a job, sent through the signed-in page's own session the way its
// queue would send it: a photo and a signed Daily Report (the forms are covered elsewhere).
import type { Page } from 'playwright-core';

/** Posts photo `photoRef` and report `reportRef` on location 1 of `jobID`; answers "status body" each. */
export function postJobWork(
  page: Page,
  jobID: number,
  photoRef: string,
  reportRef: string,
): Promise<string[]> {
  return page.evaluate(
    async ({ job, photoRef, reportRef }) => {
      const sid = localStorage.getItem('currentSessionID') ?? '';
      const canvas = (width: number, height: number, draw: (c: CanvasRenderingContext2D) => void) => {
        const element = document.createElement('canvas');
        element.width = width;
        element.height = height;
        draw(element.getContext('2d')!);
        return element;
      };
      const photo = canvas(1600, 1200, (c) => {
        c.fillStyle = 'hsl(200, 60%, 45%)';
        c.fillRect(0, 0, 1600, 1200);
      }).toDataURL('image/jpeg', 0.9);
      const signature = canvas(400, 120, (c) => {
        c.lineWidth = 4;
        c.beginPath();
        c.moveTo(20, 60);
        for (let x = 40; x < 380; x += 20) c.lineTo(x, x % 40 ? 30 : 90);
        c.stroke();
      }).toDataURL('image/png');
      const post = (path: string, body: unknown) =>
        fetch(`${path}${path.includes('?') ? '&' : '?'}sid=${sid}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => `${r.status} ${await r.text()}`);
      return [
        await post('/api/Image', { referenceCode: photoRef, jobID: job, locationNumber: '1', base64: photo }),
        await post(`/api/jobs/${job}/locations/1/reports/generic/${reportRef}`, {
          values: {
            reportDate: '2026-11-20',
            weather: 'Clear',
            hoursWorked: 8,
            workPerformed: 'Trench dug on another device',
            signature,
          },
          createdDate: new Date().toISOString(),
          createdByUser: 'Frank Foreman',
        }),
      ];
    },
    { job: jobID, photoRef, reportRef },
  );
}
