// For tests and the notification bench (not the server): what a socket receives, kept in order, and read
// one at a time by a caller that waits for the next.

export interface Arrivals<T> {
  /** Everything received so far, read or not. */
  readonly items: T[];
  add(item: T): void;
  /** Nothing more will come (the socket closed): waiting for the next fails at once. */
  end(): void;
  /** The next item that counts, after those already read by next. */
  next(timeoutMs: number): Promise<T>;
}

/** `what` names an item in the errors; items `counts` refuses (heart-beats) are passed over by next. */
export function createArrivals<T>(what: string, counts: (item: T) => boolean = () => true): Arrivals<T> {
  const items: T[] = [];
  let read = 0;
  let ended = false;
  let wake: (() => void) | undefined;
  return {
    items,
    add(item) {
      items.push(item);
      wake?.();
    },
    end() {
      ended = true;
      wake?.();
    },
    async next(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < items.length) {
          const item = items[read++];
          if (item !== undefined && counts(item)) return item;
        }
        if (ended) throw new Error(`the socket closed before another ${what} came`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}
