// NAV-2: routes marked "signed in" need a non-empty session id; without one they go to /login.
import { Navigate, Outlet } from 'react-router';
import { readSessionId } from '../auth/local-user';

export function RequireSession() {
  return readSessionId() ? <Outlet /> : <Navigate to="/login" replace />;
}
