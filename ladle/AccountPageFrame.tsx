import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { SessionProvider, useSession } from '../src/platform/session';

interface Props {
  /** The page, rendered under the story's /m/{lang}/ route so it reads the story's language. */
  page: ReactNode;
  /** A hash the page opens with (the login page's #/password-retrieve). */
  hash?: string;
}

/** An account page (login, register) as the router shows it, for its stories. */
export function AccountPageFrame({ page, hash }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (hash && location.hash !== hash) navigate({ hash }, { replace: true });
  }, [hash, location.hash, navigate]);
  return (
    <Routes>
      <Route path="/m/:lang/*" element={page} />
    </Routes>
  );
}

/** The story's session with a logout that ends nothing (a story has no server), so the Log out button shows. */
export function WithStoryLogout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider session={useSession()} logout={() => Promise.resolve()}>
      {children}
    </SessionProvider>
  );
}
