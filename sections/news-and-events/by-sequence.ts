/** Spec §3: external links carry a sequence; lower comes first. Equal sequences keep the server's order. */
export function bySequence<T extends { sequence: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sequence - b.sequence);
}
