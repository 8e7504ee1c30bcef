// OFFICE-8: a whole pay period on paper, for each foreman and payroll to sign: each foreman starts
// a new page (so his pages can be handed to him), his weeks as the week's PDF prints them (TSX-7),
// his total over the period when it has more than one week, then his signature line and payroll's.
// In the reader's language (TRUST-7), drawn with the same writer and words as the week's PDF.
import type { PdfLanguage } from '../../report-pdf/pdf-language.js';
import { PdfWriter } from '../../report-pdf/pdf-writer.js';
import { drawPayrollTotal, drawPayrollWeek, drawSignatures } from './payroll-pdf.js';
import { PAYROLL_WORDS } from './payroll-pdf-words.js';
import type { PayrollWeekExport } from './payroll-week.js';

export interface PayPeriodExport {
  from: string;
  to: string;
  /** Foreman by foreman, week by week (pay-period.ts). */
  weeks: readonly PayrollWeekExport[];
}

/** The weeks grouped by foreman, in the order they come. */
function byForeman(weeks: readonly PayrollWeekExport[]): PayrollWeekExport[][] {
  const groups = new Map<number, PayrollWeekExport[]>();
  for (const week of weeks) groups.set(week.foremanID, [...(groups.get(week.foremanID) ?? []), week]);
  return [...groups.values()];
}

export async function payPeriodPdf(period: PayPeriodExport, language: PdfLanguage): Promise<Uint8Array> {
  const words = PAYROLL_WORDS[language];
  const w = await PdfWriter.create();
  w.doc.setLanguage(language);
  const span = words.period(words.day(period.from), words.day(period.to));
  byForeman(period.weeks).forEach((weeks, n) => {
    if (n > 0) w.newPage();
    w.paragraph(words.title, { size: 16, bold: true });
    w.paragraph(span, { size: 10, bold: true });
    w.gap(6);
    for (const week of weeks) {
      drawPayrollWeek(w, week, words);
      w.gap(14);
    }
    if (weeks.length > 1) {
      drawPayrollTotal(
        w,
        weeks.flatMap((week) => week.rows),
        words,
        words.periodTotal,
      );
    }
    const [foreman, payroll] = words.signers;
    drawSignatures(w, [`${foreman} (${weeks[0]!.foreman})`, payroll], words);
  });
  w.footers(words.periodFooter(words.day(period.from), words.day(period.to)), words.page);
  return w.doc.save();
}
