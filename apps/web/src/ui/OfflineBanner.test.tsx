import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { networkStatus } from '../platform/network-status';
import { renderWithProviders } from '../test/render';
import { OfflineBanner } from './OfflineBanner';

describe('offline banner', () => {
  afterEach(() => {
    act(() => networkStatus.setOnline(true));
  });

  it('[SHELL-5] shows a red "Network is offline" alert while offline, and hides it online', () => {
    act(() => networkStatus.setOnline(true));
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => networkStatus.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Network is offline');
    act(() => networkStatus.setOnline(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
