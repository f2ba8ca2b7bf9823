import {
  deliverToListeners,
  reportToConsole,
  type BusErrorReporter,
  type ContentChangeListener,
  type NotificationBus,
  type UserEventListener,
} from './notification-bus.js';

/** The embedded default: one server instance, so publishing is handing the event to this process's listeners. */
export function createInProcessBus(report: BusErrorReporter = reportToConsole): NotificationBus {
  const listeners = new Set<UserEventListener>();
  const contentListeners = new Set<ContentChangeListener>();
  let closed = false;
  return {
    async publish(event) {
      if (closed) throw new Error('The notification bus is closed.');
      deliverToListeners(listeners, event, report);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publishContentChange(change) {
      if (closed) throw new Error('The notification bus is closed.');
      deliverToListeners(contentListeners, change, report);
    },
    subscribeContentChanges(listener) {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      contentListeners.clear();
    },
  };
}
