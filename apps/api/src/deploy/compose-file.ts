import { parse } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: string | { context: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  entrypoint?: string | string[];
  command?: string | string[];
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** compose.yaml as Compose reads it: YAML merge keys (`<<: *sauda`) applied. */
export function parseCompose(text: string): ComposeFile {
  return parse(text, { merge: true }) as ComposeFile;
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?])([^}]*))?\}|\$\$/g;

/**
 * Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}` and `$$` for a dollar.
 * A missing required variable throws its error text, as `docker compose` refuses to start.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  const replace = (_whole: string, name?: string, kind?: string, rest = ''): string => {
    if (!name) return '$';
    const given = variables[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  };
  return value.replace(VARIABLE, replace);
}

/** The names a text requires with `${NAME:?…}`. */
export function requiredVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Za-z0-9_]+):?\?/g)].map((match) => match[1] ?? ''));
}

/** KEY=value lines of an env file; comments and blank lines skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line): [string, string] => [
      line.slice(0, line.indexOf('=')),
      line.slice(line.indexOf('=') + 1),
    ]);
  return Object.fromEntries(entries);
}
