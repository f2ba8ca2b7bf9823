// What the account and session routes share: the repositories, the login key, the code ports, config.
import type { AuthConfig } from '../config/auth-config.js';
import type { Database } from '../db/connection.js';
import { createPageConfigRepository, type PageConfigRepository } from '../page-configs/repository.js';
import { createAccountRepository, type AccountRepository } from './account-repository.js';
import type { CodePorts } from './code-ports.js';
import { createLoginKeyStore, type LoginKeyStore } from './login-key.js';
import { createLoginThrottle, type LoginThrottle } from './login-throttle.js';
import { createSessionRepository, type SessionRepository } from './session-repository.js';
import { createVerificationCodes, type VerificationCodes } from './verification-codes.js';

export interface AuthContext {
  db: Database;
  accounts: AccountRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  codes: VerificationCodes;
  loginKey: LoginKeyStore;
  ports: CodePorts;
  config: AuthConfig;
  /** The page configurations, whose live flag mask opens and closes registration and logins (login-gates.ts). */
  pageConfigs: PageConfigRepository;
}

export function createAuthContext(db: Database, ports: CodePorts, config: AuthConfig, pageConfigs = createPageConfigRepository(db)): AuthContext {
  return {
    db,
    accounts: createAccountRepository(db),
    sessions: createSessionRepository(db),
    throttle: createLoginThrottle(db),
    codes: createVerificationCodes(db),
    loginKey: createLoginKeyStore(db),
    ports,
    config,
    pageConfigs,
  };
}
