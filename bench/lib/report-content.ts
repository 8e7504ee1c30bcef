// The benchmarked report: a contractor billing report (the demo template `cbilling`) with 50
// line items of a water-main job, 10 photos and a signature. Descriptions are short enough to
// stay on one line of the table, so the bare baseline (which cannot wrap) prints the same text.
import { dataUrl } from './photos.js';

const CATALOGUE = [
  { code: 'W-101', description: 'Saw cut asphalt', unit: 'LF', unitPrice: 3.5 },
  { code: 'W-210', description: 'Excavate and backfill trench', unit: 'CY', unitPrice: 48 },
  { code: 'W-330', description: 'Install 8in ductile iron pipe', unit: 'LF', unitPrice: 61.25 },
  { code: 'W-340', description: 'Install 8in gate valve and box', unit: 'EA', unitPrice: 1850 },
  { code: 'W-410', description: 'Tie-in to existing main', unit: 'EA', unitPrice: 2400 },
  { code: 'W-520', description: 'Crushed rock bedding', unit: 'TON', unitPrice: 32.75 },
  { code: 'W-610', description: 'Asphalt patch, 4in depth', unit: 'SY', unitPrice: 58.4 },
  { code: 'W-705', description: 'Traffic control flagger', unit: 'HR', unitPrice: 72 },
  { code: 'W-810', description: 'Service reconnect, 1in copper', unit: 'EA', unitPrice: 640 },
  { code: 'W-900', description: 'Mobilization', unit: 'LS', unitPrice: 3500 },
] as const;

export const PHOTO_COUNT = 10;
export const LINE_ITEM_COUNT = 50;
export const photoRef = (n: number): string => `bench-photo-${n + 1}`;

export interface LineItem {
  code: string;
  description: string;
  unit: string;
  quantity: number;
  unitPrice: number;
}

export const LINE_ITEMS: LineItem[] = Array.from({ length: LINE_ITEM_COUNT }, (_, i) => {
  const item = CATALOGUE[i % CATALOGUE.length]!;
  // Quantities with cents, as measured on site; sta numbers make each description unique.
  return { ...item, description: `${item.description} sta ${i + 1}+00`, quantity: 1 + ((i * 37) % 90) / 4 };
});

export const CREATED = { date: '2026-03-30T16:45:00.000-07:00', by: 'Frank Foreman' };

export function reportValues(signature: Uint8Array): Record<string, unknown> {
  return {
    workOrder: 'PO-88121',
    workDate: '2026-03-30',
    crewLead: 'Carlos Crew',
    lineItems: LINE_ITEMS,
    notes: 'Hit an unmarked 2in gas service at sta 1+20; locator called, crew stood by for 40 min.',
    photos: Array.from({ length: PHOTO_COUNT }, (_, i) => photoRef(i)),
    foremanName: 'Frank Foreman',
    foremanSignature: dataUrl('png', signature),
  };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (item: LineItem) => Math.round(item.quantity * item.unitPrice * 100);
export const formatCents = (value: number): string => money.format(value / 100);
export const TOTAL_TEXT = formatCents(LINE_ITEMS.reduce((sum, item) => sum + cents(item), 0));

/** The line-item table as text: what both PDFs print in it. */
export const TABLE = {
  head: ['Code', 'Description', 'Unit', 'Quantity', 'Unit price', 'Amount'],
  rows: LINE_ITEMS.map((item) => [
    item.code,
    item.description,
    item.unit,
    String(item.quantity),
    formatCents(Math.round(item.unitPrice * 100)),
    formatCents(cents(item)),
  ]),
  total: TOTAL_TEXT,
};
