// OFFICE-6: a rule set is drafted from the latest, previewed on a past week of a foreman (pay now
// and by the draft, per person) and only then saved; changing the draft asks for a new preview.
import { FIRST_RULE_SET } from '@fieldops/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../auth/me';
import { answeringFetch, renderConsole } from '../test/render';
import { RuleSets } from './RuleSets';

const me = {
  userID: 3,
  name: 'Olivia Office',
  email: 'office@acme.example',
  roles: ['officeAdmin' as const],
};
const frankDay = {
  timeSheetID: 9,
  date: '2026-11-16',
  foreman: { employeeID: 12, name: 'Frank Foreman' },
  status: 'confirmed',
  version: 1,
  jobs: 1,
  crew: 1,
  review: null,
};
const pay = (regular: number, overtime: number) => ({
  regularMinutes: regular * 60,
  overtimeMinutes: overtime * 60,
  perDiem: 0,
});
const preview = {
  weekStart: '2026-11-16',
  foreman: 'Frank Foreman',
  people: [{ employeeID: 31, employee: 'Carlos Crew', now: pay(40, 2), then: pay(35, 7) }],
};

// jsdom with Mantine on a shared 2-core machine: a generous ceiling, not a timing assertion.
describe('rule sets', { timeout: 60_000 }, () => {
  it('[OFFICE-6] the draft is previewed on a past week (now → new, per person) before it can be saved', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      answeringFetch((path, init) => {
        if (init.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
        if (path === '/api/office/rule-sets/preview') return { body: preview };
        if (path === '/api/office/rule-sets' && init.method === 'POST')
          return { body: { ...FIRST_RULE_SET, ruleSetID: 2 } };
        if (path === '/api/office/rule-sets') return { body: [FIRST_RULE_SET] };
        return { body: [frankDay] };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole(
      <MeContext.Provider value={me}>
        <RuleSets />
      </MeContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'New rule set' }));
    const daily = screen.getByLabelText('Overtime after (hours a day)', { selector: 'input' });
    await user.clear(daily);
    await user.type(daily, '7');
    expect(screen.getByRole('button', { name: 'Preview before saving' })).toBeDisabled();
    await user.click(screen.getByLabelText('Foreman', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Frank Foreman' }));
    await user.click(screen.getByRole('button', { name: 'Preview the pay' }));
    const table = await screen.findByRole('table', { name: /Pay of Frank Foreman’s crew/ });
    const carlos = within(table).getByRole('row', { name: /Carlos Crew/ });
    expect(carlos).toHaveTextContent('40.00 → 35.00');
    expect(carlos).toHaveTextContent('2.00 → 7.00');
    expect(sent[0]).toMatchObject({
      path: '/api/office/rule-sets/preview',
      body: { foremanID: 12, ruleSet: { dailyOvertimeAfterHours: 7 } },
    });

    await user.click(screen.getByRole('button', { name: 'Save the rule set' }));
    expect(sent[1]).toMatchObject({ path: '/api/office/rule-sets', body: { dailyOvertimeAfterHours: 7 } });
  });

  it('[OFFICE-6] changing the draft after a preview hides it and asks for another before saving', async () => {
    vi.stubGlobal(
      'fetch',
      answeringFetch((path) => {
        if (path === '/api/office/rule-sets/preview') return { body: preview };
        if (path === '/api/office/rule-sets') return { body: [FIRST_RULE_SET] };
        return { body: [frankDay] };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole(
      <MeContext.Provider value={me}>
        <RuleSets />
      </MeContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'New rule set' }));
    await user.click(screen.getByLabelText('Foreman', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Frank Foreman' }));
    await user.click(screen.getByRole('button', { name: 'Preview the pay' }));
    expect(await screen.findByRole('button', { name: 'Save the rule set' })).toBeEnabled();
    await user.type(screen.getByLabelText('Lunch (minutes)', { selector: 'input' }), '5');
    expect(screen.queryByRole('table', { name: /Pay of Frank/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview before saving' })).toBeDisabled();
  });
});
