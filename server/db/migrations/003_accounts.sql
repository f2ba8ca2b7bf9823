-- Accounts and sessions (issue 4). Every token (access, refresh, XSRF, login code) is stored as its
-- sha256, so a copy of the database logs nobody in; passwords are scrypt hashes.

-- A company; an account without one has not completed its company information (spec §3).
CREATE TABLE site_traders (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  is_group   char(1) NOT NULL CHECK (is_group IN ('Y', 'N')),
  is_seller  char(1) NOT NULL CHECK (is_seller IN ('Y', 'N')),
  is_buyer   char(1) NOT NULL CHECK (is_buyer IN ('Y', 'N'))
);

-- email is stored lower-case, phone as + and digits: each identifies one account.
CREATE TABLE accounts (
  id              text PRIMARY KEY,
  email           text UNIQUE,
  phone           text UNIQUE,
  password_hash   text NOT NULL,
  user_type       text NOT NULL CHECK (user_type IN ('BUYER', 'MEMBER', 'SELLER', 'GROUP', 'EMPLOYEE')),
  name            text NOT NULL,
  language        text NOT NULL CHECK (language IN ('en-US', 'zh-CN')),
  media_member    boolean NOT NULL DEFAULT false,
  site_trader_id  text REFERENCES site_traders (id),
  disabled        boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

-- Spec §5: the user agreement, privacy policy and cookie policy, each agreed on its own date.
CREATE TABLE terms_agreements (
  account_id  text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  document    text NOT NULL CHECK (document IN ('USER_AGREEMENT', 'PRIVACY_POLICY', 'COOKIE_POLICY')),
  agreed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, document)
);

-- The member record; a buyer gets it when the terms are agreed (until then members/self is E214009004).
CREATE TABLE members (
  id                  text PRIMARY KEY,
  account_id          text NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  name                text NOT NULL,
  buyer_type          text,
  view_all_exhibits   char(1) NOT NULL DEFAULT 'N' CHECK (view_all_exhibits IN ('Y', 'N'))
);

-- One login: the current access token (30 min) and the session's XSRF token. A revoked session stays
-- so that its cookies are recognised and answered with E201033009.
CREATE TABLE sessions (
  id                 text PRIMARY KEY,
  account_id         text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  access_token_hash  text NOT NULL UNIQUE,
  access_expires_at  timestamptz NOT NULL,
  xsrf_token_hash    text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  revoked_at         timestamptz,
  revoked_reason     text
);
CREATE INDEX sessions_account ON sessions (account_id);

-- Every refresh token a session was given: the current one has rotated_at null; presenting a rotated
-- one again means it was stolen, and revokes the session.
CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Failed logins (password or code), counted per account and per client address for throttling.
CREATE TABLE login_failures (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key  text NOT NULL,
  ip           text NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account ON login_failures (account_key, failed_at);
CREATE INDEX login_failures_ip ON login_failures (ip, failed_at);

-- Codes sent by e-mail or SMS for code login, register and password retrieve.
CREATE TABLE verification_codes (
  id          text PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  target      text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('LOGIN', 'REGISTER', 'RETRIEVE_PASSWORD')),
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX verification_codes_target ON verification_codes (target, created_at DESC);

-- The deployment's RSA key pair for password transport: one row, shared by every server instance.
CREATE TABLE login_key_pairs (
  id               smallint PRIMARY KEY CHECK (id = 1),
  public_key_pem   text NOT NULL,
  private_key_pem  text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
