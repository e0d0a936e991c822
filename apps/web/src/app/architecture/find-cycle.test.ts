import { describe, expect, it } from 'vitest';
import { findCycle, type FeatureGraph } from './find-cycle';

const graphOf = (edges: Record<string, string[]>): FeatureGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycle', () => {
  it('finds no cycle in layers that only point down', () => {
    const graph = graphOf({ checkout: ['orders', 'cart'], orders: ['cart'], cart: [], auth: [] });
    expect(findCycle(graph)).toBeNull();
  });

  it('names the two features that import each other', () => {
    const graph = graphOf({ cart: ['catalog', 'auth'], catalog: ['cart'], auth: [] });
    expect(findCycle(graph)).toEqual(['cart', 'catalog', 'cart']);
  });

  it('finds a cycle through several features and a feature missing from the keys', () => {
    const graph = graphOf({ checkout: ['orders'], orders: ['receipts'], receipts: ['checkout'] });
    expect(findCycle(graph)).toEqual(['checkout', 'orders', 'receipts', 'checkout']);
    expect(findCycle(graphOf({ cart: ['gone'] }))).toBeNull();
  });

  it('does not take a shared dependency reached twice for a cycle', () => {
    const graph = graphOf({ merchant: ['orders', 'auth'], orders: ['auth'], auth: [] });
    expect(findCycle(graph)).toBeNull();
  });
});
