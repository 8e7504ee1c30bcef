import type { OfficeTemplate, OfficeTemplateSummary } from '@fieldops/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeSession } from '../api/session-store';
import { SESSION } from '../test/office-fixtures';
import { answeringFetch, renderConsole } from '../test/render';
import { PHONE_WIDTH_PX } from './PhonePreview';
import { TemplateEditor } from './TemplateEditor';
import { TemplateList } from './TemplateList';

const summary: OfficeTemplateSummary = {
  reportTemplateName: 'generic',
  reportTemplateID: 3,
  reportName: 'Daily Report',
  currentVersion: 1,
  retired: false,
  versions: [
    { version: 1, reportName: 'Daily Report', publishedAt: '2026-11-01T00:00:00.000Z', publishedBy: null },
  ],
  draftSavedAt: null,
};
const generic: OfficeTemplate = {
  ...summary,
  published: {
    version: 1,
    fields: [
      {
        kind: 'checkbox',
        key: 'delays',
        label: 'Delays today',
        labels: { es: 'Retrasos hoy' },
        required: false,
      },
      {
        kind: 'longText',
        key: 'delayReason',
        label: 'Reason for delay',
        required: true,
        showWhen: { field: 'delays', equals: true },
      },
    ],
  },
  draft: null,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serve(answer: (request: Sent) => { status?: number; body: unknown }) {
  writeSession(SESSION);
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      const request = {
        method: init.method ?? 'GET',
        path,
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

/** Typed as one paste: a keystroke at a time re-renders the whole editor per letter. */
async function typeInto(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const preview = () => within(screen.getByRole('region', { name: 'Preview as the phone shows it' }));

describe('the report template editor', () => {
  it('[OFFICE-4] lists every template with its published version, its versions and a waiting draft', async () => {
    serve(() => ({
      body: [
        summary,
        {
          ...summary,
          reportTemplateName: 'site-visit',
          reportTemplateID: null,
          reportName: 'Site Visit',
          currentVersion: null,
          versions: [],
          draftSavedAt: '2026-12-01T10:00:00.000Z',
        },
      ],
    }));
    const onOpen = vi.fn();
    renderConsole(<TemplateList onOpen={onOpen} />);
    const row = (await screen.findByText('Site Visit')).closest('tr')!;
    expect(within(row).getByText('Not published')).toBeInTheDocument();
    expect(within(row).getByText(/Draft saved/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Daily Report'));
    expect(onOpen).toHaveBeenCalledWith('generic');
  });

  it('[OFFICE-4] a field added with its Spanish label shows in the 390 px phone preview, is saved as a draft, and is published after a confirm', async () => {
    const sent = serve(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/publish')) return { body: { ...generic, currentVersion: 2 } };
      return { body: { ...generic, draft: null } };
    });
    const onChanged = vi.fn();
    renderConsole(<TemplateEditor name="generic" opened={generic} onChanged={onChanged} />);
    expect(screen.getByTestId('phone-preview')).toHaveStyle({ width: `${PHONE_WIDTH_PX}px` });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Short text' }));
    const added = screen.getByRole('group', { name: /Field 3/ });
    await typeInto(within(added).getByLabelText('Label'), 'Site visitor');
    await typeInto(within(added).getByLabelText('Spanish label'), 'Visitante');
    await userEvent.click(within(added).getByLabelText('Required'));
    expect(preview().getByLabelText(/Site visitor/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'ES' }));
    expect(preview().getByLabelText(/Visitante/)).toBeInTheDocument();
    expect(preview().getByLabelText(/Retrasos hoy/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/office/report-templates/generic/draft',
      body: {
        reportName: 'Daily Report',
        fields: [
          ...generic.published!.fields,
          { kind: 'text', key: 'field3', label: 'Site visitor', labels: { es: 'Visitante' }, required: true },
        ],
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    expect(sent.filter((r) => r.path.endsWith('/publish'))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/office/report-templates/generic/publish',
    });
  });

  it('[OFFICE-4] the preview follows conditions; reordering and removing change what is saved', async () => {
    const sent = serve(() => ({ body: generic }));
    renderConsole(<TemplateEditor name="generic" opened={generic} onChanged={vi.fn()} />);
    expect(preview().queryByLabelText(/Reason for delay/)).toBeNull();
    await userEvent.click(preview().getByLabelText('Delays today'));
    expect(preview().getByLabelText(/Reason for delay/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Number' }));
    await userEvent.type(
      within(screen.getByRole('group', { name: /Field 3/ })).getByLabelText('Label'),
      'Crew size',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Field 3: Crew size' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Field 1: Delays today' }));
    // The condition now names no earlier field: the contract's check stops the save, at the field.
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/showWhen.field: showWhen names delays/)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Remove: Field 2: Reason for delay/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect((sent.at(-1)?.body as { fields: { key: string }[] }).fields.map((f) => f.key)).toEqual(['field3']);
  });

  it("[OFFICE-4] the server's issues are shown at their field and nothing counts as saved", async () => {
    serve(({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              error: 'bad_request',
              message: 'The template has 1 problem',
              details: [{ field: 'delays', index: 0, path: 'label', message: 'Too long for the phone' }],
            },
          }
        : { body: generic },
    );
    renderConsole(<TemplateEditor name="generic" opened={generic} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const first = screen.getByRole('group', { name: 'Field 1: Delays today' });
    expect(await within(first).findByText('label: Too long for the phone')).toBeInTheDocument();
    expect(screen.getByText(/The template has 1 problem\(s\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});
