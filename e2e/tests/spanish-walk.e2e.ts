// UX-1 in Chromium against the real server and the built app: with Spanish chosen, every route of
// apps/web/src/shell/routes.tsx (with real parameters, found the way a person finds them) shows no
// English text of the catalogue: no line on screen, and no accessible name, placeholder or title,
// reads as an English message whose Spanish differs. Names and data (jobs, notes, people) are not
// catalogue text, so they never match; only whole lines and whole names are compared.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../apps/web/src/i18n/messages.js';
import { es } from '../../apps/web/src/i18n/es.js';
import { everyRoute } from '../harness/routes.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

/** An English message as a whole-line pattern: placeholders and plural forms match anything. */
function pattern(template: string): RegExp | null {
  let out = '';
  let depth = 0;
  let letters = 0;
  for (const ch of template) {
    if (ch === '{') {
      if (depth++ === 0) out += '.+?';
    } else if (ch === '}') depth -= 1;
    else if (depth === 0) {
      out += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (/[A-Za-z]/.test(ch)) letters += 1;
    }
  }
  // Too little English of its own to tell it from data ("{a} · {b}", "{n} h").
  return letters >= 4 ? new RegExp(`^${out}$`) : null;
}

/** Every English message the Spanish catalogue words differently. */
const ENGLISH = Object.entries(en)
  .filter(([key, text]) => es[key] !== undefined && es[key] !== text)
  .flatMap(([key, text]) => {
    const found = pattern(text);
    return found ? [{ key, found }] : [];
  });

/** What a reader meets: each visible line, and each accessible name, placeholder and title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const names = Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    ).flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [...lines, ...names].map((text) => text.trim()).filter((text) => text !== '');
  });
}

async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.getByRole('status', { name: 'Cargando la página…' }).waitFor({ state: 'detached' });
  // The screen's live queries answer within a frame or two of its heading.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * A line, each cell of a table row (one line, cells split by tabs) and, for a "Label: value" line,
 * its value alone: an English reason in a table cell or after its label is still English.
 */
const readings = (text: string): string[] =>
  [text, ...text.split('\t')].flatMap((part) => {
    const value = /^[^:]{1,40}:\s+(.+)$/.exec(part.trim())?.[1];
    return value ? [part.trim(), value] : [part.trim()];
  });

/** A date or an instant as ISO text ("2026-11-23", "2026-11-23T16:00:00Z"): UX-3 says never. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

describe('Spanish everywhere', () => {
  it('[UX-1] [UX-3] with Spanish chosen, no route shows an English catalogue text or an ISO date', async () => {
    expect(ENGLISH.length).toBeGreaterThan(300);
    const { page, context } = await signedInPage(world);
    const routes = await everyRoute(page, world.server.url);
    expect(routes.length).toBeGreaterThan(20);
    await page.evaluate(() => localStorage.setItem('fieldops.locale', 'es'));
    await page.goto(`${world.server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor();

    const found: string[] = [];
    const isoDates: string[] = [];
    for (const route of routes) {
      await page.goto(`${world.server.url}${route}`);
      await settled(page);
      for (const text of await shownTexts(page)) {
        const english = ENGLISH.find(({ found: p }) => readings(text).some((part) => p.test(part)));
        if (english) found.push(`${route}: "${text}" (${english.key})`);
        if (ISO_DATE.test(text)) isoDates.push(`${route}: "${text}"`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
    expect([...new Set(isoDates)]).toEqual([]);
    await context.close();
  });
});
