-- An operator's notice to many (issue 28: the employee's notifications tool): to every buyer, every exhibitor,
-- everyone, or one account by email. Each recipient gets a notification_reminders row of it; this row says what
-- was sent to whom, by which employee, when, and how many it reached.
CREATE TABLE notification_broadcasts (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience    text        NOT NULL CHECK (audience IN ('BUYERS', 'EXHIBITORS', 'EVERYONE', 'ACCOUNT')),
  email       text        CHECK ((audience = 'ACCOUNT') = (email IS NOT NULL)),
  category    text        NOT NULL CHECK (category IN ('systemNotice', 'inquiry', 'businessCard', 'appointment')),
  title       text        NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  content     text        NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  sent_by     text        NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  recipients  integer     NOT NULL CHECK (recipients >= 0)
);
CREATE INDEX notification_broadcasts_newest ON notification_broadcasts (sent_at DESC, id DESC);
