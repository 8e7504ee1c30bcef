import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportTemplateDefinition } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveDraftPhoto } from '../../db/reports';
import { onStorageError } from '../../db/storage-errors';
import { resetDb } from '../../test/db';
import { jpegBlob, signIn } from '../../test/report-fixtures';
import { renderWithProviders } from '../../test/render';
import type { ValueUpdate } from './form-types';
import { ReportForm } from './ReportForm';

vi.mock('../../platform/image', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob(['small'], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
  })),
}));

const fields = ReportTemplateDefinition.parse([
  { kind: 'photos', key: 'photos', label: 'Photos', maxCount: 3 },
]);
let latest: unknown;

function Harness() {
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <ReportForm
      fields={fields}
      values={values}
      onChange={(key: string, update: ValueUpdate) =>
        setValues((previous) => {
          const value =
            typeof update === 'function' ? (update as (p: unknown) => unknown)(previous[key]) : update;
          latest = value;
          return { ...previous, [key]: value };
        })
      }
      context={{
        optionLists: {},
        readOnly: false,
        errors: new Map(),
        photos: { jobID: 5, locationNumber: '2', reportCode: 'r-7' },
      }}
    />
  );
}

describe('report photos', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    latest = undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[REPORT-5] a photo whose referenceCode is empty, undefined or null is not saved', async () => {
    const base = { jobID: 5, locationNumber: '1', sessionId: 's', blob: jpegBlob() };
    for (const referenceCode of ['', '   ', 'null', 'undefined', undefined, null]) {
      expect(await saveDraftPhoto({ ...base, referenceCode: referenceCode as string })).toBe(false);
    }
    expect(await db.photos.count()).toBe(0);
    expect(await saveDraftPhoto({ ...base, referenceCode: 'p-ok' })).toBe(true);
    const stored = await db.photos.get('p-ok');
    expect(stored?.blob).toBeInstanceOf(Blob);
    expect(stored?.status).toBe('draft');
  });

  it('[REPORT-5] Add photo takes files (camera or picker), stores each downscaled with job, location, session and report', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
    await user.upload(input!, [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(latest).toHaveLength(2));
    const refs = latest as string[];
    const photos = await db.photos.bulkGet(refs);
    for (const photo of photos) {
      expect(photo).toMatchObject({
        jobID: 5,
        locationNumber: '2',
        sessionId: 'sid-1',
        reportCode: 'r-7',
        status: 'draft',
        width: 2048,
      });
      expect(photo?.referenceCode).toMatch(/^p-[0-9a-f-]{36}$/);
      expect(photo?.blob?.type).toBe('image/jpeg');
    }
    expect(screen.getByText('2 of at most 3 photos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(async () => expect(await db.photos.get(refs[0]!)).toBeUndefined());
    expect(latest).toEqual([refs[1]]);
  });

  it('[FIELD-7] [REPORT-5] a photo the full device could not store is not added, and the field says so once', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const told = vi.fn();
    const stop = onStorageError(told);
    vi.spyOn(db.photos, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    renderWithProviders(<Harness />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, [new File(['a'], 'a.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The device is full: nothing was saved. Free some space and try again.',
    );
    expect(latest).toBeUndefined();
    expect(await db.photos.count()).toBe(0);
    expect(told).not.toHaveBeenCalled(); // the field says it, not the shell's notifier too
    stop();
  });
});
