// TRUST-1: a floating list keeps clear of the save bar only while that bar is fixed over the screen.
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_ACTIONS_HEIGHT_VAR, bottomBarHeight, floatingListDefaults } from './floating-lists';

const realMatchMedia = window.matchMedia;

function phoneLayout(on: boolean) {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: on });
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  document.documentElement.style.removeProperty(FORM_ACTIONS_HEIGHT_VAR);
});

describe('floating lists', () => {
  it('[TRUST-1] on a phone with the save bar, lists flip and slide above the bar, fixed to the screen', () => {
    phoneLayout(true);
    document.documentElement.style.setProperty(FORM_ACTIONS_HEIGHT_VAR, '73px');
    expect(bottomBarHeight()).toBe(73);
    const defaults = floatingListDefaults();
    expect(defaults.floatingStrategy).toBe('fixed');
    expect(defaults.preventPositionChangeWhenVisible).toBe(false);
    expect(defaults.middlewares?.flip).toEqual({ padding: { top: 8, bottom: 81 } });
    expect(defaults.middlewares?.shift).toMatchObject({ crossAxis: true, padding: { bottom: 81 } });
  });

  it('[TRUST-1] with no bar, or on a wide screen where the bar is a row of the form, only the edge is kept', () => {
    phoneLayout(true);
    expect(bottomBarHeight()).toBe(0);
    phoneLayout(false);
    document.documentElement.style.setProperty(FORM_ACTIONS_HEIGHT_VAR, '73px');
    expect(bottomBarHeight()).toBe(0);
    expect(floatingListDefaults().middlewares?.flip).toEqual({ padding: { top: 8, bottom: 8 } });
  });
});
