// Everything past sign-in: asks the server who this is (officeMe). No session or a 401 goes to
// sign-in; a 403 (a field account) shows the no-office-role page; otherwise the frame, with the
// person's roles for the navbar. A 401 on any later call comes back here through onSignedOut.
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isSignedOut } from '../api/office-call';
import { onSignedOut, readSession } from '../api/session-store';
import { useCall } from '../api/use-call';
import { MeContext } from '../auth/me';
import { NoOfficeRolePage } from '../auth/NoOfficeRolePage';
import { Failure, Loading } from '../ui/states';
import { Frame } from './Frame';

function WithSession() {
  const navigate = useNavigate();
  const me = useCall('officeMe', {});
  useEffect(() => onSignedOut(() => void navigate('/sign-in', { replace: true })), [navigate]);
  if (me.status === 'failed') {
    if (isSignedOut(me.failure)) return <Navigate to="/sign-in" replace />;
    if (me.failure.kind === 'refused' && me.failure.status === 403) return <NoOfficeRolePage />;
    return <Failure failure={me.failure} onRetry={me.reload} />;
  }
  if (!me.value) return <Loading />;
  return (
    <MeContext value={me.value}>
      <Frame />
    </MeContext>
  );
}

export function SignedIn() {
  return readSession() ? <WithSession /> : <Navigate to="/sign-in" replace />;
}
