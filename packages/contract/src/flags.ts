// Feature flags of spec §9 (MISC-5). Each one switches a real code path where it is read.

export const FEATURE_FLAGS = {
  production: true,
  timesheetNewApi: true,
  newTimesheetUi: false,
  newPage: false,
  commandTimesheetDefaults: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
