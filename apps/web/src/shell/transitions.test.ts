import { describe, expect, it } from 'vitest';
import { applyTransitionDurations, transitionDurations, transitionPlatform } from './transitions';

describe('page transitions', () => {
  it('[NAV-3] lasts 540 ms both ways on iOS, and 280 ms in / 200 ms out on Material', () => {
    expect(transitionDurations('ios')).toEqual({ enter: '540ms', exit: '540ms' });
    expect(transitionDurations('md')).toEqual({ enter: '280ms', exit: '200ms' });
  });

  it('[NAV-3] picks the platform from the native shell or the user agent', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
    expect(transitionPlatform(iphone, 'web')).toBe('ios');
    expect(transitionPlatform(android, 'web')).toBe('md');
    expect(transitionPlatform(android, 'ios')).toBe('ios');
    expect(transitionPlatform(iphone, 'android')).toBe('md');
  });

  it('[NAV-3] writes the chosen durations where the view-transition CSS reads them', () => {
    const root = document.createElement('html');
    applyTransitionDurations(root, 'md');
    expect(root.style.getPropertyValue('--fo-page-enter')).toBe('280ms');
    expect(root.style.getPropertyValue('--fo-page-exit')).toBe('200ms');
    expect(root.dataset['platform']).toBe('md');
    applyTransitionDurations(root, 'ios');
    expect(root.style.getPropertyValue('--fo-page-enter')).toBe('540ms');
    expect(root.style.getPropertyValue('--fo-page-exit')).toBe('540ms');
  });
});
