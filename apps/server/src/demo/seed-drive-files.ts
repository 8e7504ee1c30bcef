// The demo drive's files (SRV-4, FILES-4): real pdf, text, jpeg and png files made here, plus a
// .docx and a .zip that devices must not download (SYNC-8).
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface DemoFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 56, y: 720, size: 22, font: bold, color: rgb(0.1, 0.2, 0.45) });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 680 - i * 20, size: 12, font }));
  page.drawRectangle({
    x: 56,
    y: 300,
    width: 500,
    height: 220,
    borderColor: rgb(0.3, 0.3, 0.3),
    borderWidth: 1.5,
  });
  page.drawLine({
    start: { x: 56, y: 410 },
    end: { x: 556, y: 410 },
    thickness: 4,
    color: rgb(0.8, 0.3, 0.1),
  });
  return pdf.save();
}

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } }).composite([
    {
      input: Buffer.from(
        '<svg width="320" height="200"><rect x="40" y="40" width="240" height="120" fill="white" opacity="0.6"/></svg>',
      ),
    },
  ]);

/** A tiny but well-formed zip: one empty stored entry (what a .docx or .zip starts with). */
function zipBytes(entry: string): Uint8Array {
  const name = Buffer.from(entry);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length, 16);
  return new Uint8Array(Buffer.concat([local, name, central, name, end]));
}

export async function safetyLibraryFiles(): Promise<DemoFile[]> {
  return [
    {
      name: 'Trench safety.pdf',
      mimeType: 'application/pdf',
      bytes: await demoPdf('Trench safety', [
        'Slope or shore every trench deeper than 5 ft.',
        'Keep spoil 2 ft back from the edge.',
      ]),
    },
    {
      name: 'Emergency contacts.txt',
      mimeType: 'text/plain',
      bytes: new TextEncoder().encode('Dispatch: 555-0100\nGas emergency: 555-0199\nYard: 555-0123\n'),
    },
    {
      name: 'Cone layout.jpg',
      mimeType: 'image/jpeg',
      bytes: new Uint8Array(await picture(230, 120, 30).jpeg().toBuffer()),
    },
    {
      name: 'Sign legend.png',
      mimeType: 'image/png',
      bytes: new Uint8Array(await picture(40, 110, 200).png().toBuffer()),
    },
    { name: 'Toolbox talk.docx', mimeType: 'application/octet-stream', bytes: zipBytes('word/document.xml') },
    { name: 'Old forms.zip', mimeType: 'application/zip', bytes: zipBytes('forms/readme.txt') },
  ];
}

export async function jobFolderFiles(jobNumber: string): Promise<DemoFile[]> {
  return [
    {
      name: `${jobNumber} site plan.pdf`,
      mimeType: 'application/pdf',
      bytes: await demoPdf(`Site plan ${jobNumber}`, [
        'Excavation area outlined in red.',
        'Call before you dig: ticket 2026-0412.',
      ]),
    },
    {
      name: 'Permit notes.txt',
      mimeType: 'text/plain',
      bytes: new TextEncoder().encode(
        `Permit for ${jobNumber}\nWork hours 07:00-17:00. Lane closure approved.\n`,
      ),
    },
    {
      name: 'Site photo.jpg',
      mimeType: 'image/jpeg',
      bytes: new Uint8Array(await picture(90, 140, 60).jpeg().toBuffer()),
    },
    { name: 'Specs.docx', mimeType: 'application/octet-stream', bytes: zipBytes('word/document.xml') },
  ];
}
