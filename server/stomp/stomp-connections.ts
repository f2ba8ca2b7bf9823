import type { NotificationBus, UserEvent } from '../bus/notification-bus.js';
import type { StompSession, StompSessionDirectory } from './stomp-session.js';

/**
 * This instance's connected STOMP sessions by user, fed by the bus: each of a user's events goes to that
 * user's sessions here (other instances deliver to theirs), serialised once however many there are.
 */
export class StompConnections implements StompSessionDirectory {
  private readonly byUser = new Map<string, Set<StompSession>>();
  private readonly unsubscribe: () => void;

  constructor(bus: NotificationBus) {
    this.unsubscribe = bus.subscribe((event) => this.deliver(event));
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(userId: string, session: StompSession): void {
    let sessions = this.byUser.get(userId);
    if (sessions === undefined) {
      sessions = new Set();
      this.byUser.set(userId, sessions);
    }
    sessions.add(session);
  }

  remove(userId: string, session: StompSession): void {
    const sessions = this.byUser.get(userId);
    if (sessions === undefined) return;
    sessions.delete(session);
    if (sessions.size === 0) this.byUser.delete(userId);
  }

  /** Every connected session. */
  *all(): Iterable<StompSession> {
    for (const sessions of this.byUser.values()) yield* sessions;
  }

  /** How many sessions are connected (CONNECT accepted and not closed since). */
  get size(): number {
    let count = 0;
    for (const sessions of this.byUser.values()) count += sessions.size;
    return count;
  }

  /** Stops listening to the bus and closes every session (the server is shutting down). */
  close(): void {
    this.unsubscribe();
    for (const sessions of [...this.byUser.values()]) for (const session of [...sessions]) session.close(1001, 'Server shutting down');
    this.byUser.clear();
  }

  private deliver(event: UserEvent): void {
    const sessions = this.byUser.get(event.userId);
    if (sessions === undefined) return;
    const bodyJson = JSON.stringify(event.body);
    for (const session of [...sessions]) session.deliver(event.queue, bodyJson);
  }
}
