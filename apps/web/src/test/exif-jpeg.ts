// JPEG bytes with an EXIF block, built in code for FIELD-8 tests (no binary fixtures): SOI, an
// APP1 "Exif" segment holding a TIFF with IFD0 → Exif IFD (DateTimeOriginal, OffsetTimeOriginal)
// and GPS IFD, then a token scan and EOI. Only the metadata is real: tests mock the decoder.

export interface ExifFields {
  /** 'YYYY:MM:DD HH:MM:SS' */
  dateTimeOriginal?: string;
  /** '+HH:MM' */
  offsetTimeOriginal?: string;
  gps?: { latitude: number; longitude: number };
  /** 'II' (Intel, as most phones write) or 'MM' (Motorola). */
  byteOrder?: 'II' | 'MM';
}

type Value =
  { type: 2; text: string } | { type: 4; long: number } | { type: 5; rationals: [number, number][] };
type Directory = [number, Value][];

const ascii = (text: string): Value => ({ type: 2, text });

/** Decimal degrees as degrees, minutes and seconds (to 1/10000 s), each an unsigned rational. */
function dms(value: number): Value {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10_000);
  return {
    type: 5,
    rationals: [
      [degrees, 1],
      [minutes, 1],
      [seconds, 10_000],
    ],
  };
}

const sizeOf = (value: Value) =>
  value.type === 2 ? value.text.length + 1 : value.type === 4 ? 4 : value.rationals.length * 8;
const directorySize = (directory: Directory) => 2 + directory.length * 12 + 4;

function tiff(fields: ExifFields): Uint8Array {
  const exif: Directory = [];
  if (fields.dateTimeOriginal) exif.push([0x9003, ascii(fields.dateTimeOriginal)]);
  if (fields.offsetTimeOriginal) exif.push([0x9011, ascii(fields.offsetTimeOriginal)]);
  const gps: Directory = fields.gps
    ? [
        [0x0001, ascii(fields.gps.latitude < 0 ? 'S' : 'N')],
        [0x0002, dms(fields.gps.latitude)],
        [0x0003, ascii(fields.gps.longitude < 0 ? 'W' : 'E')],
        [0x0004, dms(fields.gps.longitude)],
      ]
    : [];
  const ifd0: Directory = [[0x010f, ascii('FieldCam')]];
  if (exif.length > 0) ifd0.push([0x8769, { type: 4, long: 0 }]);
  if (gps.length > 0) ifd0.push([0x8825, { type: 4, long: 0 }]);
  // Layout: header, IFD0, Exif IFD, GPS IFD, then every value that does not fit in its entry.
  const ifd0At = 8;
  const exifAt = ifd0At + directorySize(ifd0);
  const gpsAt = exifAt + (exif.length > 0 ? directorySize(exif) : 0);
  let dataAt = gpsAt + (gps.length > 0 ? directorySize(gps) : 0);
  for (const entry of ifd0) if (entry[0] === 0x8769) entry[1] = { type: 4, long: exifAt };
  for (const entry of ifd0) if (entry[0] === 0x8825) entry[1] = { type: 4, long: gpsAt };
  const total =
    dataAt + [...ifd0, ...exif, ...gps].reduce((sum, [, v]) => sum + (sizeOf(v) > 4 ? sizeOf(v) : 0), 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  const little = (fields.byteOrder ?? 'II') === 'II';
  view.setUint16(0, little ? 0x4949 : 0x4d4d);
  view.setUint16(2, 42, little);
  view.setUint32(4, ifd0At, little);

  const writeValue = (at: number, value: Value) => {
    if (value.type === 2) [...value.text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
    else if (value.type === 4) view.setUint32(at, value.long, little);
    else
      value.rationals.forEach(([num, den], i) => {
        view.setUint32(at + i * 8, num, little);
        view.setUint32(at + i * 8 + 4, den, little);
      });
  };
  const writeDirectory = (at: number, directory: Directory) => {
    view.setUint16(at, directory.length, little);
    directory.forEach(([tag, value], i) => {
      const entry = at + 2 + i * 12;
      const count = value.type === 2 ? value.text.length + 1 : value.type === 4 ? 1 : value.rationals.length;
      view.setUint16(entry, tag, little);
      view.setUint16(entry + 2, value.type, little);
      view.setUint32(entry + 4, count, little);
      if (sizeOf(value) <= 4) writeValue(entry + 8, value);
      else {
        view.setUint32(entry + 8, dataAt, little);
        writeValue(dataAt, value);
        dataAt += sizeOf(value);
      }
    });
  };
  writeDirectory(ifd0At, ifd0);
  if (exif.length > 0) writeDirectory(exifAt, exif);
  if (gps.length > 0) writeDirectory(gpsAt, gps);
  return bytes;
}

/** A JPEG whose EXIF says what `fields` say. */
export function jpegWithExif(fields: ExifFields): Uint8Array<ArrayBuffer> {
  const body = tiff(fields);
  const app1Length = 2 + 6 + body.length;
  // prettier-ignore -- one segment a line
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    app1Length >> 8,
    app1Length & 0xff,
    0x45,
    0x78,
    0x69,
    0x66,
    0,
    0,
    ...body,
    0xff,
    0xda,
    0,
    2,
    1,
    2,
    3,
    0xff,
    0xd9,
  ]);
}

export const exifJpegFile = (fields: ExifFields, name = 'IMG_0001.jpg') =>
  new File([jpegWithExif(fields)], name, { type: 'image/jpeg' });
