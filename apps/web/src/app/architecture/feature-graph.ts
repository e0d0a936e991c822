import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { FeatureGraph } from './find-cycle';

/** The relative paths a module imports: `from '…'`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT =
  /\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

/** Tests and their helpers may use other features' fixtures; the app's code may not cycle. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.split(sep).includes('testing');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestCode(path) ? [path] : [];
  });
}

/** The feature folder a path lies in, or null outside `featuresDir`. */
function featureOf(featuresDir: string, path: string): string | null {
  const inside = relative(featuresDir, path);
  if (inside === '' || inside.startsWith('..')) return null;
  return inside.split(sep)[0] ?? null;
}

/**
 * Reads every feature folder under `featuresDir` and links a feature to each other feature
 * one of its modules imports.
 */
export function readFeatureGraph(featuresDir: string): FeatureGraph {
  const graph = new Map<string, Set<string>>();
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const { name } of features) {
    const imports = new Set<string>();
    for (const file of sourceFiles(join(featuresDir, name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const target = featureOf(featuresDir, resolve(dirname(file), match[1] ?? match[2] ?? ''));
        if (target && target !== name) imports.add(target);
      }
    }
    graph.set(name, imports);
  }
  return graph;
}
