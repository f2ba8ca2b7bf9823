/** Collects query parameters and hands out their placeholders ($1, $2, …) in order. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
