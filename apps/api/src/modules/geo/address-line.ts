/**
 * One address line from its parts, e.g. "Zamzama Park, Clifton, Karachi": blank parts are
 * skipped and a part that repeats an earlier one (any case) is said only once.
 */
export function addressLine(parts: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept.join(', ');
}

/** Coordinates as the API answers them: 6 decimals (about 10 cm). */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
