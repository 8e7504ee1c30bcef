// UX-2: axe-core run inside the page, the way the issue measured the app. The script is injected
// from e2e's own node_modules (no network), and only WCAG 2.0/2.1 A and AA rules decide, plus
// target-size (WCAG 2.2 AA) since gloved thumbs are the field's first reader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a script tag: the app's Content-Security-Policy (script-src 'self')
// rightly refuses inline scripts, and the test must not weaken it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    // axe is a global the script tag added; typed here to what this file reads.
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, TAGS);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per failing element, so a red test says what to fix and where. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} @ ${n.target.join(' ')}${
          n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}` : ''
        }`,
    ),
  );
}

/** Interactive elements smaller than 44×44 CSS px (UX-2), as "name WxH" strings. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=combobox], [role=link]';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A visually hidden native input behind its styled control is measured through its label.
      const control =
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        element.closest('label, .mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root')
          ? (element.closest(
              'label, .mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body',
            ) as HTMLElement)
          : element;
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8's inline exception); a link alone on its
      // line (a list of places, a card's link) is a target like any button.
      const inSentence =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inSentence) continue;
      if (box.height < 44 || box.width < 44) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName.toLowerCase();
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}
