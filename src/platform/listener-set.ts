// A set of listeners of one kind of event, for the page-wide event sources (notification messages, IM events) and
// the stores React reads with useSyncExternalStore (IM unread count, search history).
export interface ListenerSet<T> {
  /** Calls `listener` with every event until the returned function is called. */
  add(listener: (event: T) => void): () => void;
  /** Hands the event to every listener; one that throws is logged and does not stop the others. */
  emit(event: T): void;
}

export function createListenerSet<T>(name: string): ListenerSet<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error(`[${name}] a listener failed:`, error);
        }
      }
    },
  };
}
