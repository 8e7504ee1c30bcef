import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { saveServerStatus } from '../db/server-status';
import { resetDb } from '../test/db';
import { renderWithProviders } from '../test/render';
import { MenuFooter } from './MenuFooter';

describe('menu footer', () => {
  beforeEach(resetDb);

  it('[SHELL-3] shows API host, database, status and server with a success icon for "success"', async () => {
    await saveServerStatus({ Database: 'fieldops.sqlite', DBStatus: 'success', Server: 'api-1' });
    renderWithProviders(<MenuFooter />);
    expect(await screen.findByRole('img', { name: 'Database status success' })).toBeInTheDocument();
    expect(screen.getByText(`API server: ${window.location.host}`)).toBeInTheDocument();
    expect(screen.getByText('Database: fieldops.sqlite')).toBeInTheDocument();
    expect(screen.getByText('Database status: success')).toBeInTheDocument();
    expect(screen.getByText('Server: api-1')).toBeInTheDocument();
  });

  it('[SHELL-3] shows a danger icon for any other status', async () => {
    await saveServerStatus({ Database: 'fieldops', DBStatus: 'Success ', Server: 'api-1' });
    renderWithProviders(<MenuFooter />);
    expect(await screen.findByRole('img', { name: 'Database status danger' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Database status success' })).toBeNull();
  });
});
