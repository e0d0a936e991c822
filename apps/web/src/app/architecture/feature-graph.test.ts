// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readFeatureGraph } from './feature-graph';
import { findCycle } from './find-cycle';

const FEATURES_DIR = fileURLToPath(new URL('../../features', import.meta.url));

let fixtureDir: string | null = null;

afterEach(() => {
  if (fixtureDir) rmSync(fixtureDir, { recursive: true, force: true });
  fixtureDir = null;
});

/** Writes a features folder: each path under it with its source text. */
function writeFeatures(files: Record<string, string>): string {
  fixtureDir = mkdtempSync(join(tmpdir(), 'feature-graph-'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(fixtureDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return fixtureDir;
}

describe('readFeatureGraph', () => {
  it('links features by their imports, static and lazy, and fails on the cycle they make', () => {
    const dir = writeFeatures({
      'cart/screen/cart-row.tsx': "import { ProductPrice } from '../../catalog/price';\n",
      'catalog/price.tsx': "export const page = () => import('../cart/use-cart');\n",
      'catalog/details/page.tsx': "import { x } from './local';\nimport '../../auth';\n",
      'auth/index.ts': 'export {};\n',
    });
    const graph = readFeatureGraph(dir);
    expect(graph.get('cart')).toEqual(new Set(['catalog']));
    expect(graph.get('catalog')).toEqual(new Set(['cart', 'auth']));
    expect(graph.get('auth')).toEqual(new Set());
    expect(findCycle(graph)).toEqual(['cart', 'catalog', 'cart']);
  });

  it('leaves out tests and testing helpers, which may use other features', () => {
    const dir = writeFeatures({
      'cart/cart.ts': "import { useAuth } from '../auth';\n",
      'cart/cart.test.ts': "import { makeProduct } from '../catalog/testing/fixtures';\n",
      'cart/testing/render-cart.tsx': "import { Page } from '../../catalog/page';\n",
      'catalog/page.tsx': "import { useCart } from '../cart';\n",
      'auth/index.ts': 'export {};\n',
    });
    const graph = readFeatureGraph(dir);
    expect(graph.get('cart')).toEqual(new Set(['auth']));
    expect(findCycle(graph)).toBeNull();
  });
});

describe('the web features', () => {
  it('import each other without a cycle', () => {
    const graph = readFeatureGraph(FEATURES_DIR);
    // The graph is really read: the catalog's product page adds to the cart.
    expect(graph.get('catalog')).toContain('cart');
    expect(findCycle(graph)).toBeNull();
  });
});
