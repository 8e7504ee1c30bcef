// Who is signed in to the console (officeMe), for the frame's navbar and for what a screen offers.
import type { OfficeMe, OfficeRole } from '@fieldops/contract';
import { createContext, useContext } from 'react';

export const MeContext = createContext<OfficeMe | null>(null);

export function useMe(): OfficeMe {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in console');
  return me;
}

/** Whether the person holds one of the roles a call or an area names (the server checks again). */
export function mayUse(me: Pick<OfficeMe, 'roles'>, roles: readonly OfficeRole[]): boolean {
  return me.roles.some((role) => roles.includes(role));
}
