// FIELD-8: when and where a JPEG says it was taken, read from its EXIF block before the photo is
// downscaled (the canvas re-encode drops all metadata). Only what we print: DateTimeOriginal (the
// camera's wall-clock time), OffsetTimeOriginal when the camera wrote one, and the GPS position.
// Bounded: only the file's first EXIF_READ_LIMIT bytes are read (EXIF sits in an APP1 segment of
// at most 64 KB before the image data), every read is range-checked by DataView, directories
// longer than MAX_ENTRIES are not walked, and anything malformed reads as "the file says nothing".

export const EXIF_READ_LIMIT = 128 * 1024;
const MAX_ENTRIES = 256;

export interface ExifCapture {
  /** 'YYYY:MM:DD HH:MM:SS' as the camera wrote it: its local time. */
  dateTimeOriginal: string | null;
  /** '+HH:MM' or '-HH:MM' when the camera recorded its offset (EXIF 2.31). */
  offsetTimeOriginal: string | null;
  latitude: number | null;
  longitude: number | null;
}

const NOTHING: ExifCapture = {
  dateTimeOriginal: null,
  offsetTimeOriginal: null,
  latitude: null,
  longitude: null,
};

const TAG = {
  exifIFD: 0x8769,
  gpsIFD: 0x8825,
  dateTimeOriginal: 0x9003,
  dateTimeDigitized: 0x9004,
  offsetTimeOriginal: 0x9011,
  latitudeRef: 0x0001,
  latitude: 0x0002,
  longitudeRef: 0x0003,
  longitude: 0x0004,
} as const;

/** Bytes per value of each TIFF field type we may meet (unknown types are skipped). */
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8, 13: 4 };

interface Entry {
  type: number;
  count: number;
  /** Where the value starts: inside the entry when it fits in 4 bytes, else at the offset it holds. */
  at: number;
}

class Tiff {
  private readonly view: DataView;
  private readonly little: boolean;

  constructor(bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const order = this.view.getUint16(0);
    if (order !== 0x4949 && order !== 0x4d4d) throw new Error('Not TIFF');
    this.little = order === 0x4949;
    if (this.u16(2) !== 42) throw new Error('Not TIFF');
  }

  u16 = (at: number) => this.view.getUint16(at, this.little);
  u32 = (at: number) => this.view.getUint32(at, this.little);
  firstIFD = () => this.u32(4);

  directory(offset: number): Map<number, Entry> {
    const entries = new Map<number, Entry>();
    const count = this.u16(offset);
    if (count > MAX_ENTRIES) return entries;
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      const type = this.u16(at + 2);
      const size = TYPE_SIZE[type];
      if (size === undefined) continue;
      const valueCount = this.u32(at + 4);
      entries.set(this.u16(at), {
        type,
        count: valueCount,
        at: size * valueCount <= 4 ? at + 8 : this.u32(at + 8),
      });
    }
    return entries;
  }

  ascii(entry: Entry | undefined): string | null {
    if (!entry || entry.type !== 2 || entry.count > 64) return null;
    let text = '';
    for (let i = 0; i < entry.count; i++) {
      const code = this.view.getUint8(entry.at + i);
      if (code === 0) break;
      text += String.fromCharCode(code);
    }
    return text.trim() || null;
  }

  pointer(entry: Entry | undefined): number | null {
    return entry && (entry.type === 4 || entry.type === 13) ? this.u32(entry.at) : null;
  }

  /** Degrees, minutes, seconds as three unsigned rationals; NaN for a zero denominator. */
  degrees(entry: Entry | undefined): number | null {
    if (!entry || entry.type !== 5 || entry.count !== 3) return null;
    const part = (i: number) => this.u32(entry.at + i * 8) / this.u32(entry.at + i * 8 + 4);
    return part(0) + part(1) / 60 + part(2) / 3600;
  }
}

function signed(value: number | null, ref: string | null, negative: string, limit: number): number | null {
  if (value === null || !Number.isFinite(value) || value > limit) return null;
  return ref?.toUpperCase() === negative ? -value : value;
}

function readTiff(bytes: Uint8Array): ExifCapture {
  const tiff = new Tiff(bytes);
  const ifd0 = tiff.directory(tiff.firstIFD());
  const exifAt = tiff.pointer(ifd0.get(TAG.exifIFD));
  const exif = exifAt === null ? new Map<number, Entry>() : tiff.directory(exifAt);
  const gpsAt = tiff.pointer(ifd0.get(TAG.gpsIFD));
  const gps = gpsAt === null ? new Map<number, Entry>() : tiff.directory(gpsAt);
  const latitude = signed(tiff.degrees(gps.get(TAG.latitude)), tiff.ascii(gps.get(TAG.latitudeRef)), 'S', 90);
  const longitude = signed(
    tiff.degrees(gps.get(TAG.longitude)),
    tiff.ascii(gps.get(TAG.longitudeRef)),
    'W',
    180,
  );
  const bothOrNeither = latitude !== null && longitude !== null;
  return {
    dateTimeOriginal:
      tiff.ascii(exif.get(TAG.dateTimeOriginal)) ?? tiff.ascii(exif.get(TAG.dateTimeDigitized)),
    offsetTimeOriginal: tiff.ascii(exif.get(TAG.offsetTimeOriginal)),
    latitude: bothOrNeither ? latitude : null,
    longitude: bothOrNeither ? longitude : null,
  };
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/** Walks the JPEG's segments up to the image data and reads the first EXIF APP1 it meets. */
export function parseExifCapture(bytes: Uint8Array): ExifCapture {
  try {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return NOTHING;
    let at = 2;
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return NOTHING;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0xda || marker === 0xd9) return NOTHING; // image data: metadata comes before
      const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
      if (length < 2) return NOTHING;
      const start = at + 4;
      const end = Math.min(at + 2 + length, bytes.length);
      if (marker === 0xe1 && EXIF_HEADER.every((byte, i) => bytes[start + i] === byte)) {
        return readTiff(bytes.subarray(start + EXIF_HEADER.length, end));
      }
      at += 2 + length;
    }
  } catch {
    // A range error from a cut or lying offset: the file says nothing we can trust.
  }
  return NOTHING;
}

/** The capture a photo file states; nothing for PNG, HEIC, a stripped JPEG or an unreadable file. */
export async function readExifCapture(file: Blob): Promise<ExifCapture> {
  try {
    return parseExifCapture(new Uint8Array(await file.slice(0, EXIF_READ_LIMIT).arrayBuffer()));
  } catch {
    return NOTHING;
  }
}
