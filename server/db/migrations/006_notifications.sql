-- Notification reminders (issue 6, spec §3/§4/§7): the message centre's notifications of each account,
-- counted by category while unread (getUnreadInfo) and pushed over the notification socket when sent.

CREATE TABLE notification_reminders (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  category    text        NOT NULL CHECK (category IN ('systemNotice', 'inquiry', 'businessCard', 'appointment')),
  title       text        NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  content     text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
-- The viewer's list, newest first.
CREATE INDEX notification_reminders_account ON notification_reminders (account_id, created_at DESC, id DESC);
-- The unread counts, asked for on every page view of a logged-in user and after every pushed event.
CREATE INDEX notification_reminders_unread ON notification_reminders (account_id, category) WHERE read_at IS NULL;
