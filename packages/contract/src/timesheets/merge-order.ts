// TSX-1: the order of a merged list (jobs of a day, crew of a job). Order is not a field: it is
// taken from the side that changed it (mine, unless the server's copy reordered the rows it shares
// with the base), and each row the other side added goes after the row it followed there.

/** Do the keys both lists hold come in the same order in each? */
function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  const inB = new Set(b);
  const inA = new Set(a);
  const common = a.filter((k) => inB.has(k));
  return b.filter((k) => inA.has(k)).every((k, i) => common[i] === k);
}

/** The merged order of `kept` keys, from the base's, mine's and theirs' orders. */
export function mergedOrder(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
  kept: ReadonlySet<string>,
): string[] {
  const [primary, secondary] = sameOrder(base, theirs) ? [mine, theirs] : [theirs, mine];
  const order = primary.filter((k) => kept.has(k));
  secondary.forEach((key, i) => {
    if (!kept.has(key) || order.includes(key)) return;
    const before = secondary
      .slice(0, i)
      .reverse()
      .find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  return order;
}
