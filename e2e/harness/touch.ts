// TRUST-1: driving the app with a finger on a 390 × 844 touch phone, and measuring where a picker's
// list opens: on screen, not under a bar fixed to an edge (the save bar, the header), and without
// the page moving under the finger. Every step is a tap (locator.tap()); the few values a phone
// enters with its own wheel (a time) or its own list (a native select) are set after the tap.
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { animationsDone } from './settled.js';

export const PHONE_TOUCH = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} satisfies BrowserContextOptions;

/**
 * Whether the browser keeps this site's storage under pressure (navigator.storage.persist and
 * persisted answer `kept`): the unsent-work notice shows only while work waits on storage not kept.
 */
export async function storageKept(context: BrowserContext, kept: boolean): Promise<void> {
  await context.addInitScript((answer: boolean) => {
    Object.defineProperty(StorageManager.prototype, 'persist', { value: async () => answer });
    Object.defineProperty(StorageManager.prototype, 'persisted', { value: async () => answer });
  }, kept);
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where a picker and its open list sit, in viewport px, and how far the page moved on the tap. */
export interface ListPlace {
  scrollBefore: number;
  scrollAfter: number;
  viewport: { width: number; height: number };
  picker: Box;
  /** Null: the list did not show (no box, or display:none). */
  list: Box | null;
  /** Options (or a calendar's days) wholly inside the list's box and the viewport. */
  optionsInView: number;
  /** What covers the picker's middle, named by class; null when the picker is free to tap. */
  pickerCoveredBy: string | null;
  /** Boxes fixed or sticky to the screen (header, save bar, toasts), named by class. */
  bars: (Box & { name: string; overList: boolean })[];
}

/** Measures the picker and the list it controls (its aria-controls, or the open dropdown). */
function measure(picker: Locator, scrollBefore: number): Promise<ListPlace> {
  return picker.evaluate((el, before) => {
    const box = (e: Element) => {
      const b = e.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right };
    };
    const controlled = el.getAttribute('aria-controls');
    const inner = controlled ? document.getElementById(controlled) : null;
    const list =
      inner?.closest('.mantine-Popover-dropdown') ??
      inner ??
      Array.from(document.querySelectorAll('.mantine-Popover-dropdown')).find((d) => d.checkVisibility()) ??
      null;
    const shown = list !== null && list.checkVisibility() && list.getBoundingClientRect().height > 0;
    const listBox = shown ? box(list) : null;
    const view = {
      width: window.visualViewport?.width ?? innerWidth,
      height: window.visualViewport?.height ?? innerHeight,
    };
    const optionsInView = listBox
      ? Array.from(list!.querySelectorAll('[role=option], button')).filter((o) => {
          const b = box(o);
          return (
            o.checkVisibility() &&
            b.bottom > b.top &&
            b.top >= Math.max(0, listBox.top) - 1 &&
            b.bottom <= Math.min(view.height, listBox.bottom) + 1
          );
        }).length
      : 0;
    const name = (e: Element) =>
      `<${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(-2).join('.')}>`;
    const bars = Array.from(document.querySelectorAll('body *'))
      .filter((e) => {
        const position = getComputedStyle(e).position;
        if (position !== 'fixed' && position !== 'sticky') return false;
        if (list && (e.contains(list) || list.contains(e))) return false;
        const b = e.getBoundingClientRect();
        return (
          e.checkVisibility() &&
          b.width > 0 &&
          b.height > 0 &&
          b.bottom > 0 &&
          b.top < view.height &&
          b.right > 0 &&
          b.left < view.width
        );
      })
      .map((e) => {
        // Drawn over the list where they meet (a bar under an open list hides nothing of it).
        const b = box(e);
        const meet = listBox && {
          x: (Math.max(b.left, listBox.left) + Math.min(b.right, listBox.right)) / 2,
          y: (Math.max(b.top, listBox.top) + Math.min(b.bottom, listBox.bottom)) / 2,
        };
        const hit = meet && document.elementFromPoint(meet.x, meet.y);
        return { name: name(e), ...b, overList: Boolean(hit && e.contains(hit)) };
      });
    // What a finger on the picker's middle meets: the picker itself, or what covers it.
    const p = box(el);
    const atMiddle = document.elementFromPoint((p.left + p.right) / 2, (p.top + p.bottom) / 2);
    const pickerCoveredBy =
      atMiddle && !el.contains(atMiddle) && !atMiddle.contains(el) ? name(atMiddle) : null;
    return {
      scrollBefore: before,
      scrollAfter: window.scrollY,
      viewport: view,
      picker: p,
      pickerCoveredBy,
      list: listBox,
      optionsInView,
      bars,
    };
  }, scrollBefore);
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;
const span = (b: Box) => `${Math.round(b.top)}–${Math.round(b.bottom)} px`;

/** What is wrong with a place, one line each; empty when the list is on screen and free to tap. */
export function listPlaceProblems(place: ListPlace, { withList = true } = {}): string[] {
  const problems: string[] = [];
  const moved = place.scrollAfter - place.scrollBefore;
  if (Math.abs(moved) > 1) problems.push(`the page moved ${Math.round(moved)} px on the tap`);
  if (place.pickerCoveredBy)
    problems.push(`the picker (${span(place.picker)}) is under ${place.pickerCoveredBy}`);
  if (!withList) return problems;
  const { list, viewport } = place;
  if (!list) return [...problems, 'the list did not show'];
  if (list.top < 0 || list.bottom > viewport.height || list.left < 0 || list.right > viewport.width) {
    problems.push(
      `the list (${span(list)}, ${Math.round(list.left)}–${Math.round(list.right)} px across) leaves the ${viewport.width} × ${viewport.height} screen`,
    );
  }
  for (const bar of place.bars) {
    if (bar.overList && overlap(list, bar))
      problems.push(`the list (${span(list)}) is under ${bar.name} (${span(bar)})`);
  }
  if (place.optionsInView === 0) problems.push('no option in view');
  return problems;
}

/**
 * Brings the picker where a thumb would tap it: the page scrolled to its end (pickers sit low on
 * the long forms, where the lists used to fail), or the picker in the middle of the screen if it
 * is not in view there. Answers scrollY.
 */
async function reach(page: Page, picker: Locator): Promise<number> {
  // What a finger aims at is what has stopped moving: toasts in, the screen's data laid out.
  await animationsDone(page);
  await page.waitForFunction(
    (el) => {
      const w = window as unknown as { lastPlace?: string };
      const place = `${el?.getBoundingClientRect().top} ${document.documentElement.scrollHeight}`;
      const still = w.lastPlace === place;
      w.lastPlace = place;
      return still;
    },
    await picker.elementHandle(),
    { polling: 'raf' },
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Not in view there (or under the header or the bar): the thumb brings it to the middle.
  await picker.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const hit = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
    const free = hit && (el.contains(hit) || hit.contains(el) || hit.closest('.mantine-Notification-root'));
    if (b.top < 0 || b.bottom > innerHeight || !free) el.scrollIntoView({ block: 'center' });
  });
  // A save's toast rises over the bottom of the screen for 4 s: the finger waits for it to go.
  const underToast = await picker.evaluate((el) => {
    const b = el.getBoundingClientRect();
    return (
      document
        .elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2)
        ?.closest('.mantine-Notification-root') != null
    );
  });
  if (underToast) {
    toastsWaited += 1;
    await page.waitForFunction(() => document.querySelector('.mantine-Notification-root') === null);
  }
  return page.evaluate(() => window.scrollY);
}

let toastsWaited = 0;
/** How many times a toast covered a picker, so the tap waited for it to go (for the report). */
export function toastsOverPickers(): number {
  return toastsWaited;
}

/** Taps a picker and measures its open list (or, `withList` false, only the picker: a native select). */
export async function tapOpen(page: Page, picker: Locator, { withList = true } = {}): Promise<ListPlace> {
  const before = await reach(page, picker);
  await picker.tap();
  if (withList) {
    await page.waitForFunction(
      (el) =>
        el?.getAttribute('aria-expanded') === 'true' ||
        document.querySelector('.mantine-Popover-dropdown:not([style*="display: none"])') !== null,
      await picker.elementHandle(),
    );
  }
  // Two frames: floating-ui places the list after it shows.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return measure(picker, before);
}

/**
 * Opens a Select or Autocomplete by its name with a tap, checks where its list opened, taps an
 * option (by name, or the first one not chosen yet) and answers its label and the place measured.
 */
export async function tapPick(
  page: Page,
  picker: Locator,
  option?: string | RegExp,
): Promise<{ label: string; problems: string[] }> {
  const place = await tapOpen(page, picker);
  const problems = listPlaceProblems(place);
  const listID = await picker.getAttribute('aria-controls');
  const list = listID ? page.locator(`[id="${listID}"]`) : page.getByRole('listbox');
  const choice =
    option === undefined
      ? list.locator('[role=option]:not([aria-selected=true])').first()
      : list.getByRole('option', { name: option, exact: typeof option === 'string' });
  const label = ((await choice.textContent()) ?? '').trim();
  await choice.tap();
  return { label, problems };
}
