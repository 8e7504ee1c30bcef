// The timesheet area of the contract (TS-1..5): shapes, rules, defaults and subsistence. Pure.
export * from './clock.js';
export * from './defaults.js';
export * from './entries.js';
export * from './schemas.js';
export * from './subsistence.js';
export * from './validate.js';
export * from './rule-sets.js';
export * from './payroll.js';
export * from './payroll-csv.js';
export * from './merge.js';
export * from './crew-roster.js';
