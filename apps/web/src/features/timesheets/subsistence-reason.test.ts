import { afterEach, describe, expect, it } from 'vitest';
import { subsistenceFor, type CrewDay, type Subsistence } from '@fieldops/contract';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { subsistenceReason } from './subsistence-reason';

const day: CrewDay = { employeeID: 7, name: 'Carlos Crew', date: '2026-11-23', paidMinutes: 480, jobs: [] };
const job = (subsistenceJob: boolean, distanceKm: number | null) => ({
  jobID: 1,
  subsistenceJob,
  distanceKm,
});

/** One day of each kind the server words: every code of Subsistence.why. */
const EACH_CODE: Subsistence[] = [
  subsistenceFor(day),
  subsistenceFor({ ...day, paidMinutes: 210, jobs: [job(true, null)] }),
  subsistenceFor({ ...day, jobs: [job(true, 10)] }),
  subsistenceFor({ ...day, jobs: [job(false, 95)] }),
  subsistenceFor({ ...day, jobs: [job(false, 40)] }),
];

afterEach(() => setLocale('en'));

describe('subsistenceReason (UX-1, TS-5)', () => {
  it('[UX-1] [TS-5] the server sends a code for every reason, and in English the device words each as the server does', () => {
    expect(EACH_CODE.map((s) => s.why?.code)).toEqual([
      'noJob',
      'tooFewHours',
      'subsistenceJob',
      'distance',
      'noneQualifies',
    ]);
    for (const s of EACH_CODE) expect(subsistenceReason(s)).toBe(s.reason);
  });

  it('[UX-1] [TS-5] in Spanish every reason reads in Spanish, with its figures', () => {
    addCatalogue('es', es);
    setLocale('es');
    const spanish = EACH_CODE.map(subsistenceReason);
    spanish.forEach((text, i) => expect(text).not.toBe(EACH_CODE[i]!.reason));
    expect(spanish[1]).toBe('3 h 30 min pagadas; los viáticos piden al menos 4 h');
    expect(spanish[3]).toMatch(/^Trabajo a 95 km del patio \(\d+ km o más\)$/);
  });

  it('[UX-1] an answer without a code (an older server, a day stored before) keeps the server’s reason', () => {
    addCatalogue('es', es);
    setLocale('es');
    const { why: _, ...older } = EACH_CODE[4]!;
    expect(subsistenceReason(older)).toBe(EACH_CODE[4]!.reason);
  });
});
