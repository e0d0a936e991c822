import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './repo-files.js';

/**
 * The shell blocks of a Markdown page marked `<!-- deploy-test: NAME -->`, by name: the
 * commands the page promises will work, run by a test as written.
 */
export function markedCommands(markdown: string): Map<string, string> {
  const blocks = markdown.matchAll(/<!-- deploy-test: ([\w-]+) -->\s*```sh\n([\s\S]*?)```/g);
  return new Map([...blocks].map(([, name = '', body = '']) => [name, body]));
}

/** The newest installed PostgreSQL's bin directory (Debian), where pg_dump matches the server. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

const run = promisify(execFile);

/** Runs a block with `sh -e` from the repository root; resolves to what it printed. */
export async function runCommands(
  commands: string,
  environment: Record<string, string>,
): Promise<string> {
  const bin = postgresBinDir();
  const PATH = [bin, process.env.PATH].filter(Boolean).join(path.delimiter);
  const { stdout } = await run('sh', ['-ec', commands], {
    cwd: repoRoot,
    env: { ...process.env, ...environment, PATH },
    timeout: 120_000,
  });
  return stdout;
}
