// UX-3's measures of one screen as a phone shows it, taken inside the page: sideways scrolling,
// text under 14 px, text cut off by its box, tables, and where the save button sits. Each finding
// is one line naming the element, so a red test says what to fix.
import type { Page } from 'playwright-core';

export const MIN_TEXT_PX = 14;

export interface PhoneLayout {
  /** The document's width; over the viewport's, the screen scrolls sideways. */
  scrollWidth: number;
  /** The smallest font size of any visible text, for the report. */
  smallestText: number;
  small: string[];
  clipped: string[];
  tables: string[];
}

/** Measures the page as it is now. Hidden and visually-hidden (screen-reader-only) text is skipped. */
export function measurePhoneLayout(page: Page): Promise<PhoneLayout> {
  return page.evaluate((minText) => {
    const label = (el: Element) =>
      (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50) || el.tagName.toLowerCase();
    // Shown, on the page, and not inside a 1 px clipped box (Mantine's VisuallyHidden, sr-only).
    const shown = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || box.right <= 0) return false;
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const b = e.getBoundingClientRect();
        if (b.width <= 1 || b.height <= 1) return false;
      }
      return true;
    };

    const small: string[] = [];
    let smallestText = Infinity;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const textParents = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement) textParents.add(node.parentElement);
    }
    for (const el of textParents) {
      if (el.closest('script, style, noscript, svg') || !shown(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      smallestText = Math.min(smallestText, size);
      if (size < minText)
        small.push(`"${label(el)}" ${size}px <${el.tagName.toLowerCase()}.${el.className}>`);
    }

    // Cut off: a box that hides what overflows it (or ends it with an ellipsis, or scrolls it
    // sideways) has a line of its own text outside it. Text, not boxes: a map hides its tiles by
    // design, and a button's trimmed label box is shorter than its glyphs without hiding any.
    const clipped: string[] = [];
    const range = document.createRange();
    const outside = (el: Element): string | null => {
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      const right = left + el.clientWidth;
      const bottom = top + el.clientHeight;
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width === 0) continue;
          const text = `"${node.textContent.trim().slice(0, 50)}"`;
          if (line.right > right + 1 || line.left < left - 1) {
            return `${text} ${Math.round(line.left)}–${Math.round(line.right)} outside ${Math.round(left)}–${Math.round(right)} px`;
          }
          if (line.top >= bottom || line.bottom <= top) return `${text} a line below or above its box`;
        }
      }
      return null;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      const hides = (overflow: string) => overflow !== 'visible';
      const mayCut = hides(style.overflowX) || hides(style.overflowY) || style.textOverflow === 'ellipsis';
      const over = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      if (!mayCut || !over || !shown(el)) continue;
      const found = outside(el);
      if (found) clipped.push(`${found} <${el.tagName.toLowerCase()}.${el.className}>`);
    }

    const tables = Array.from(document.querySelectorAll('table'))
      .filter(shown)
      .map((table) => `<table> "${table.getAttribute('aria-label') ?? label(table)}"`);

    return {
      scrollWidth: document.documentElement.scrollWidth,
      smallestText: Number.isFinite(smallestText) ? smallestText : 0,
      small,
      clipped,
      tables,
    };
  }, MIN_TEXT_PX);
}

/**
 * Where each visible button named one of `names` sits in viewport px, and whether something covers
 * it, with the page scrolled to its top and then to its end (a long form's save button must stay in
 * view and free to tap).
 */
export async function primaryActionPlaces(
  page: Page,
  names: readonly string[],
): Promise<{ name: string; top: number; bottom: number; covered: boolean; scrolled: 'top' | 'end' }[]> {
  const places = [];
  for (const scrolled of ['top', 'end'] as const) {
    places.push(
      ...(await page.evaluate(
        ({ names, scrolled }) => {
          window.scrollTo(0, scrolled === 'top' ? 0 : document.documentElement.scrollHeight);
          return Array.from(document.querySelectorAll('button'))
            .filter((b) => names.includes((b.textContent ?? '').trim()) && b.checkVisibility())
            .map((b) => {
              const box = b.getBoundingClientRect();
              // A toast or another layer over its middle takes the tap: the button is not in reach.
              const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              const covered = !atMiddle || !b.contains(atMiddle);
              return {
                name: (b.textContent ?? '').trim(),
                top: box.top,
                bottom: box.bottom,
                covered,
                scrolled,
              };
            });
        },
        { names, scrolled },
      )),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return places;
}
