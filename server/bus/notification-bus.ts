// The notification bus (contract, issue 6): what one server instance publishes for a user reaches the
// STOMP connections of that user on every instance. In-process by default, RabbitMQ with AMQP_URL.

/** The two queues of spec §7 a browser subscribes to: /queue/{userId}/notificationReminder and …/notificationChanged. */
export const NOTIFICATION_QUEUES = ['notificationReminder', 'notificationChanged'] as const;

export type NotificationQueue = (typeof NOTIFICATION_QUEUES)[number];

/** An event for one user: `userId` is the account id (the login status `id`). */
export interface UserEvent {
  userId: string;
  queue: NotificationQueue;
  body: Record<string, unknown>;
}

export type UserEventListener = (event: UserEvent) => void;

/**
 * What every visitor sees changed (issue 30): a page configuration went live (a publish, a rollback, a schedule) or
 * an announcement changed. Every instance drops the pages it kept for visitors.
 */
export interface ContentChange {
  contentChanged: 'pageConfig' | 'announcement';
}

export type ContentChangeListener = (change: ContentChange) => void;

export interface NotificationBus {
  /** Reaches every instance's local subscribers, this one's included. */
  publish(event: UserEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: UserEventListener): () => void;
  /** Tells every instance, this one included, that content visitors see changed. */
  publishContentChange(change: ContentChange): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribeContentChanges(listener: ContentChangeListener): () => void;
  close(): Promise<void>;
}

/** Where the bus reports what it cannot hand to anyone (a listener that threw, a message it cannot read). */
export type BusErrorReporter = (message: string, error: unknown) => void;

export const reportToConsole: BusErrorReporter = (message, error) => console.error(message, error);

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's notification bus (server/app.ts): routes publish to it, the STOMP server listens. */
    notificationBus: NotificationBus;
  }
}

export function isNotificationQueue(value: unknown): value is NotificationQueue {
  return (NOTIFICATION_QUEUES as readonly unknown[]).includes(value);
}

/** A user event read from outside the process (a RabbitMQ message), or undefined when it is not one. */
export function parseUserEvent(value: unknown): UserEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, queue, body } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || userId === '' || !isNotificationQueue(queue)) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return { userId, queue, body: body as Record<string, unknown> };
}

/** A content change read from outside the process, or undefined when it is not one. */
export function parseContentChange(value: unknown): ContentChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { contentChanged } = value as Record<string, unknown>;
  return contentChanged === 'pageConfig' || contentChanged === 'announcement' ? { contentChanged } : undefined;
}

/** Hands the event to each listener; one that throws is reported and does not stop the others. */
export function deliverToListeners<E>(listeners: Iterable<(event: E) => void>, event: E, report: BusErrorReporter): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      report('A notification bus listener failed:', error);
    }
  }
}
