// UX-4: a step of load-frame.ts: the contract's REST calls (`calls` and the schemas it is built
// from), named here for the same reason as contract-procedures.ts.
export { calls } from '@fieldops/contract';
