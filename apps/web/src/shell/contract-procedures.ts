// UX-4: a step of load-frame.ts: the contract's call schemas (`procedures` and what it is built
// from), named here because a dynamic import of the contract's barrel would move the whole contract
// into the entry chunk, which imports the barrel for a few constants.
export { procedures } from '@fieldops/contract';
