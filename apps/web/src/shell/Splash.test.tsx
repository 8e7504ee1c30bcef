import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Splash } from './Splash';

describe('splash', () => {
  afterEach(() => vi.useRealTimers());

  it('[SHELL-4] shows Loading... with a bar growing 5 percent every 100 ms, up to 100', () => {
    vi.useFakeTimers();
    renderWithProviders(<Splash />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading...' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(100));
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    act(() => vi.advanceTimersByTime(99));
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    act(() => vi.advanceTimersByTime(401));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    act(() => vi.advanceTimersByTime(5_000));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});
