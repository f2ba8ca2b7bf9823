// The bench's users: plain BUYER accounts, each with a live session made directly in the database (a
// login per user would measure scrypt and the login throttle, not notifications).
import { createSessionRepository } from '../../server/auth/session-repository.js';
import { ACCESS_COOKIE, XSRF_COOKIE } from '../../server/auth/session-cookies.js';
import type { Database } from '../../server/db/connection.js';

export interface BenchSession {
  userId: string;
  /** The Cookie header of the session. */
  cookie: string;
  xsrf: string;
}

export interface BenchSessions {
  users: BenchSession[];
  /** employee@demo.fair, who sends the notifications (POST /work/api/notificationReminders). */
  sender: BenchSession;
}

export async function createBenchSessions(db: Database, userCount: number): Promise<BenchSessions> {
  await db.query(
    `INSERT INTO accounts (id, email, password_hash, user_type, name, language)
     SELECT 'bench-' || i, 'bench' || i || '@bench.fair', 'no password: the bench makes its sessions', 'BUYER', 'Bench buyer ' || i, 'en-US'
       FROM generate_series(1, $1::int) AS i`,
    [userCount],
  );
  const sessions = createSessionRepository(db);
  const open = async (userId: string): Promise<BenchSession> => {
    const { tokens } = await sessions.create(userId);
    return { userId, cookie: `${ACCESS_COOKIE}=${tokens.access}; ${XSRF_COOKIE}=${tokens.xsrf}`, xsrf: tokens.xsrf };
  };
  const users: BenchSession[] = [];
  for (let index = 1; index <= userCount; index += 1) users.push(await open(`bench-${index}`));
  return { users, sender: await open('acc-employee') };
}
