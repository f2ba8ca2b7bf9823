import { deliverToListeners, reportToConsole, type BusErrorReporter, type NotificationBus, type UserEventListener } from './notification-bus.js';

/** The embedded default: one server instance, so publishing is handing the event to this process's listeners. */
export function createInProcessBus(report: BusErrorReporter = reportToConsole): NotificationBus {
  const listeners = new Set<UserEventListener>();
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
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
