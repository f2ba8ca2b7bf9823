import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Lazily } from './Lazily';

const LoginPage = lazy(() => import('./login/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const TransitionPage = lazy(() => import('./transition/TransitionPage').then((module) => ({ default: module.TransitionPage })));

/** Spec §2: the login, register (password retrieve is login's #/password-retrieve) and transition pages, under `prefix`. */
export function accountRoutes(prefix: string) {
  return (
    <>
      <Route
        path={`${prefix}login/mall/index`}
        element={
          <Lazily>
            <LoginPage />
          </Lazily>
        }
      />
      <Route
        path={`${prefix}register/index`}
        element={
          <Lazily>
            <RegisterPage />
          </Lazily>
        }
      />
      <Route
        path={`${prefix}transition`}
        element={
          <Lazily>
            <TransitionPage />
          </Lazily>
        }
      />
    </>
  );
}
