/** Which features each feature imports (production code only). */
export type FeatureGraph = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * A cycle of the graph as the path that closes it (`['cart', 'catalog', 'cart']`), or null
 * when there is none. Depth-first: a node met again while still on the path closes a cycle.
 */
export function findCycle(graph: FeatureGraph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];

  const visit = (node: string): string[] | null => {
    const onPath = path.indexOf(node);
    if (onPath >= 0) return [...path.slice(onPath), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };

  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}
