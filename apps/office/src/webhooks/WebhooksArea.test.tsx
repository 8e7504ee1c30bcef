// INT-4: the Webhooks screen. A new subscription's secret is shown once (the list never has it);
// deliveries show each attempt's outcome, and "Send again" asks the server to redeliver.
import type { WebhookDelivery, WebhookSubscription } from '@fieldops/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../auth/me';
import { writeSession } from '../api/session-store';
import { OLIVIA, SESSION } from '../test/office-fixtures';
import { answeringFetch, renderConsole } from '../test/render';
import WebhooksArea from './WebhooksArea';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAAAAAAAAAAA=';
const subscription: WebhookSubscription = {
  subscriptionID: 3,
  url: 'https://payroll.example/hooks',
  events: ['timesheet.approved'],
  enabled: true,
  description: 'Payroll',
  allowPrivate: false,
  createdAt: '2026-11-20T16:00:00.000Z',
  previousSecretUntil: null,
};
const failed: WebhookDelivery = {
  deliveryID: 811,
  subscriptionID: 3,
  webhookID: 'msg_abc',
  eventType: 'timesheet.approved',
  status: 'failed',
  createdAt: '2026-11-20T16:05:00.000Z',
  nextAttemptAt: null,
  attempts: [
    { at: '2026-11-20T16:05:00.000Z', statusCode: 503, error: 'HTTP 503', durationMs: 41 },
    { at: '2026-11-20T16:05:31.000Z', statusCode: null, error: null, durationMs: null },
  ],
  payload: {
    type: 'timesheet.approved',
    timestamp: '2026-11-20T16:05:00.000Z',
    data: {
      timeSheetID: 9,
      date: '2026-11-16',
      foreman: { employeeID: 1, name: 'Frank Foreman' },
      version: 2,
      comment: null,
      reviewedBy: { userID: 7, name: 'Olivia Office' },
    },
  },
};

function serve() {
  const asked: { path: string; method: string; body: unknown }[] = [];
  let subscriptions: WebhookSubscription[] = [];
  vi.stubGlobal(
    'fetch',
    answeringFetch((path, init) => {
      const method = init.method ?? 'GET';
      asked.push({ path, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/office/webhooks' && method === 'POST') {
        subscriptions = [subscription];
        return { body: { ...subscription, secret: SECRET } };
      }
      if (path === '/api/office/webhooks') return { body: subscriptions };
      if (path === '/api/office/webhook-deliveries/811/redeliver')
        return { body: { ...failed, status: 'pending' } };
      return { body: { deliveries: [failed], total: 1, page: 1, pageSize: 25 } };
    }),
  );
  return asked;
}

function renderArea() {
  writeSession(SESSION);
  renderConsole(
    <MeContext value={OLIVIA}>
      <WebhooksArea />
    </MeContext>,
  );
}

describe('the Webhooks screen', () => {
  it('[INT-4] a new subscription shows its signing secret once, and the list never has it', async () => {
    const asked = serve();
    renderArea();
    await userEvent.click(await screen.findByRole('button', { name: 'New subscription' }));
    await userEvent.type(screen.getByLabelText(/Receiver URL/), 'https://payroll.example/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'timesheet.approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create subscription' }));

    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    expect(asked.find((a) => a.method === 'POST')?.body).toMatchObject({
      url: 'https://payroll.example/hooks',
      events: ['timesheet.approved'],
      allowPrivate: false,
    });
    const table = await screen.findByRole('table', { name: 'Webhook subscriptions' });
    expect(within(table).getByText('https://payroll.example/hooks')).toBeInTheDocument();
    expect(within(table).queryByText(SECRET)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('[INT-4] each attempt of a delivery is shown, and "Send again" redelivers it', async () => {
    const asked = serve();
    renderArea();
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    expect(within(table).getByText(/HTTP 503 \(41 ms\)/)).toBeInTheDocument();
    expect(within(table).getByText(/cut off/)).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(
        asked.some((a) => a.method === 'POST' && a.path === '/api/office/webhook-deliveries/811/redeliver'),
      ).toBe(true),
    );
  });
});
