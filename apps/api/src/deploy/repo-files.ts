import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, seen from src/deploy and dist/deploy alike. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A file of the repository by its path from the root (`deploy/Caddyfile`). */
export function readRepoFile(relativePath: string): Promise<string> {
  return readFile(path.join(repoRoot, relativePath), 'utf8');
}

/** A path of the repository as written in the Dockerfile and compose.yaml (from the root). */
export function fromRepoRoot(absolutePath: string): string {
  return path.relative(repoRoot, absolutePath).split(path.sep).join('/');
}
