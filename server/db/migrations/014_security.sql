-- Issue 24. Logout finds a session by its XSRF token once the access cookie has gone: without an index, every
-- logout so (an anonymous POST with a made-up header included) would read the whole sessions table.
CREATE INDEX sessions_xsrf_token ON sessions (xsrf_token_hash);

-- The verification codes each client address asked for, for its back-off (server/auth/code-address-back-off.ts):
-- register codes go by SMS, at a cost, to any number asked for.
CREATE TABLE code_requests (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip            text NOT NULL,
  requested_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX code_requests_ip ON code_requests (ip, requested_at);
CREATE INDEX code_requests_time ON code_requests (requested_at);

-- A code is spent after five wrong guesses (server/auth/verification-codes.ts): the throttle is per account and
-- address, so without it guesses from many addresses could cover a code's million values in its ten minutes.
ALTER TABLE verification_codes ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0;
