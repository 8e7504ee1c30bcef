// A small flowing-layout writer over pdf-lib: a cursor that moves down the page, text that wraps
// to a width, and a new page whenever the next block does not fit. pdf-lib only draws at
// coordinates; everything a report needs above that (wrapping, page breaks, page numbers) is here.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 48 } as const; // US Letter, in points
export const GREY = rgb(0.45, 0.45, 0.45);
export const LIGHT = rgb(0.92, 0.92, 0.92);
export const BLACK = rgb(0, 0, 0);
const FOOTER_SPACE = 28;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

export class PdfWriter {
  page!: PDFPage;
  /** The baseline of the next line, from the bottom of the page (pdf coordinates). */
  y = 0;
  readonly contentWidth = PAGE.width - 2 * PAGE.margin;
  private readonly encodable: Set<number>;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly yes: string,
  ) {
    this.encodable = new Set(regular.getCharacterSet());
    this.newPage();
  }

  /** `yes`: the word a check mark prints as (UX-1: "Yes" / "Sí"), since the fonts have no ✓. */
  static async create(yes = 'Yes'): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(doc, regular, bold, yes);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Whether `height` points still fit above the footer. */
  fits(height: number): boolean {
    return this.y - height >= PAGE.margin + FOOTER_SPACE;
  }

  /** Starts a new page unless `height` points still fit. */
  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  /** The height a new page offers between its top margin and the footer. */
  get pageSpace(): number {
    return PAGE.height - 2 * PAGE.margin - FOOTER_SPACE;
  }

  /**
   * TRUST-7: keeps a block of `height` points on one page when a page can hold it (a new page
   * rather than splitting it); a longer block only needs its first `atLeast` points to fit here.
   */
  keep(height: number, atLeast: number): void {
    this.ensure(height <= this.pageSpace ? height : atLeast);
  }

  /**
   * The standard PDF fonts only know WinAnsi characters; anything else (emoji, other scripts)
   * becomes '?' rather than failing the whole PDF. Embedding a Unicode font would lift this (none
   * is available offline here). A check mark, common in field notes, prints as the word "yes".
   */
  safe(text: string): string {
    let out = '';
    for (const ch of text.replace(/\t/g, ' ').replace(/[\u2713\u2714\u2611\u2705]/g, this.yes))
      out += this.encodable.has(ch.codePointAt(0) ?? 0) ? ch : '?';
    return out;
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.safe(text), style.size ?? 10);
  }

  /** Lines of `text` no wider than `width`; long words are cut, blank lines kept. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.widthOf(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (this.widthOf(rest, style) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.widthOf(rest.slice(0, cut), style) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.3;
  }

  /** Draws one line at x (no wrapping, no page break); the caller moves the cursor. */
  drawLine(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(this.safe(text), {
      x,
      y,
      size: style.size ?? 10,
      font: this.font(style),
      color: style.color ?? BLACK,
    });
  }

  /** A wrapped paragraph at the cursor, breaking pages between lines. */
  paragraph(text: string, style: TextStyle = {}, indent = 0): void {
    const height = this.lineHeight(style);
    for (const line of this.wrap(text, this.contentWidth - indent, style)) {
      this.ensure(height);
      this.y -= height;
      this.drawLine(line, PAGE.margin + indent, this.y, style);
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(6);
    this.y -= 4;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.7,
      color: GREY,
    });
    this.y -= 4;
  }

  /** "Page n of N" and a left footer on every page; done last, when N is known. */
  footers(left: string, pageOf: (n: number, of: number) => string = (n, of) => `Page ${n} of ${of}`): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const style = { size: 8, color: GREY };
      const right = pageOf(index + 1, pages.length);
      page.drawText(this.safe(left), {
        x: PAGE.margin,
        y: PAGE.margin - 12,
        size: 8,
        font: this.regular,
        color: GREY,
      });
      page.drawText(right, {
        x: PAGE.width - PAGE.margin - this.widthOf(right, style),
        y: PAGE.margin - 12,
        size: 8,
        font: this.regular,
        color: GREY,
      });
    });
  }
}
