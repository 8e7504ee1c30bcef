// The route tree's root: it renders the matched screen and says when the first one has committed.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { firstScreenCommitted } from './first-screen';

export function ScreenRoot() {
  useEffect(firstScreenCommitted, []);
  return <Outlet />;
}
