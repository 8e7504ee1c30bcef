import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeSession } from '../api/session-store';
import { SESSION, aJob } from '../test/office-fixtures';
import { answeringFetch, renderConsole } from '../test/render';
import { JobForm } from './JobForm';
import { EMPTY_JOB } from './job-form-values';

function renderForm(answer: (body: unknown) => { status?: number; body: unknown }) {
  writeSession(SESSION);
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((_path, init) => {
      const body: unknown = JSON.parse(String(init.body));
      sent.push(body);
      return answer(body);
    }),
  );
  const onSaved = vi.fn();
  renderConsole(<JobForm initial={EMPTY_JOB} onSaved={onSaved} onCancel={vi.fn()} />);
  return { sent, onSaved };
}

describe('the job form', () => {
  it('[OFFICE-2] creates a job with its site typed as latitude and longitude (no map tiles needed)', async () => {
    const { sent, onSaved } = renderForm(() => ({
      body: aJob({ jobNumber: 'J-7001', latitude: 40.1, longitude: -89.2 }),
    }));
    await userEvent.type(screen.getByLabelText(/Job number/), 'J-7001');
    await userEvent.type(screen.getByLabelText(/Work type/), 'Hydrant replacement');
    await userEvent.type(screen.getByLabelText('City'), 'Springfield');
    await userEvent.type(screen.getByLabelText('Latitude'), '40.1');
    await userEvent.type(screen.getByLabelText('Longitude'), '-89.2');
    expect(screen.getByRole('button', { name: 'Remove the pin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create the job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        jobNumber: 'J-7001',
        workType: 'Hydrant replacement',
        workDescription: '',
        address1: '',
        city: 'Springfield',
        latitude: 40.1,
        longitude: -89.2,
      },
    ]);
  });

  it('[OFFICE-2] the contract checks the form before anything is sent: missing fields and half a pin', async () => {
    const { sent } = renderForm(() => ({ body: aJob() }));
    await userEvent.type(screen.getByLabelText('Latitude'), '40.1');
    await userEvent.click(screen.getByRole('button', { name: 'Create the job' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(sent).toEqual([]);
  });

  it("[OFFICE-2] the server's refusal (a job number already taken) is shown in its words, nothing saved", async () => {
    const { onSaved } = renderForm(() => ({
      status: 409,
      body: { error: 'conflict', message: 'Job number J-4102 is already used by another job', details: null },
    }));
    await userEvent.type(screen.getByLabelText(/Job number/), 'J-4102');
    await userEvent.type(screen.getByLabelText(/Work type/), 'Paving');
    await userEvent.click(screen.getByRole('button', { name: 'Create the job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Job number J-4102 is already used by another job',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
