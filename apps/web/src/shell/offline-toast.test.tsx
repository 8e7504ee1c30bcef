import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { networkStatus, onWentOffline } from '../platform/network-status';
import { renderWithProviders } from '../test/render';
import { OfflineBanner } from '../ui/OfflineBanner';
import { showOfflineToast, toastOffsetFor } from './offline-toast';

describe('offline toast', () => {
  afterEach(() => {
    act(() => networkStatus.setOnline(true));
    vi.useRealTimers();
  });

  it('[SHELL-5] toasts NETWORK IS OFFLINE! for 3000 ms on each change to offline', async () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show');
    act(() => networkStatus.setOnline(true));
    renderWithProviders(<OfflineBanner />);
    const stop = onWentOffline(networkStatus, showOfflineToast);
    act(() => networkStatus.setOnline(false));
    expect(screen.getByText('NETWORK IS OFFLINE!')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'NETWORK IS OFFLINE!', autoClose: 3000 }),
    );
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('NETWORK IS OFFLINE!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('NETWORK IS OFFLINE!')).toBeNull();
    // A second drop toasts again; staying offline does not.
    act(() => networkStatus.setOnline(true));
    act(() => networkStatus.setOnline(false));
    act(() => networkStatus.setOnline(false));
    expect(show).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('offline toast placement', () => {
  it('[TRUST-2] shows at the top, clear of the keyboard; a field typed in where it would show pushes it below the field', () => {
    const field = document.createElement('input');
    document.body.append(field);
    const at = (top: number, bottom: number) =>
      vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect);
    const show = vi.spyOn(notifications, 'show');
    field.focus();
    at(600, 640); // typing low on the screen, above the keyboard: the toast stays at the top
    showOfflineToast();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ position: 'top-center' }));
    expect(show.mock.lastCall?.[0].style).toBeUndefined();
    expect(toastOffsetFor(field)).toBe(0);
    at(20, 60); // typing at the top, where the toast shows: it moves below the field
    showOfflineToast();
    expect(show.mock.lastCall?.[0].style).toEqual({ marginTop: 52 });
    expect(toastOffsetFor(null)).toBe(0);
    field.remove();
    show.mockRestore();
  });
});
