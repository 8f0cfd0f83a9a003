import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PreviewClient, PREVIEW_LOGIN_RENEW_MS, type CheckAuth } from '../../src/http/preview-client.ts';
import { useLatestAnswer } from '../../src/http/use-latest-answer.ts';
import { isStaff } from '../../src/platform/cookies.ts';
import { PreviewSettings } from './preview-settings.tsx';

/**
 * The panel's state, named on its root (`data-state`): `checking` while check-auth is asked, `hidden` for
 * anyone who is not verified staff (or after logout), `staff` while the button is shown.
 */
export type GateState = 'checking' | 'hidden' | 'staff';

type Auth = { state: 'checking' } | { state: 'hidden' } | { state: 'staff'; current: CheckAuth };

/**
 * Shown to staff only: a staff cookie, then check-auth SUCCESS; the login is renewed on start and every 5 minutes.
 */
export function StaffGate({ onState }: { onState: (state: GateState) => void }) {
  const client = useMemo(() => new PreviewClient(), []);
  const [auth, setAuth] = useState<Auth>(() => (isStaff() ? { state: 'checking' } : { state: 'hidden' }));
  // One check-auth per panel.
  const checkAuth = useMemo(
    () => (auth.state === 'checking' ? () => client.checkAuth() : undefined),
    [auth.state, client],
  );
  useLatestAnswer(checkAuth, (result: CheckAuth) =>
    setAuth(result.status === 'SUCCESS' ? { state: 'staff', current: result } : { state: 'hidden' }),
  );

  useLayoutEffect(() => onState(auth.state), [auth.state, onState]);

  // Back (or Forward) to a page the browser kept as it was: the staff member may have logged out, or in, on another
  // page meanwhile. The gate starts again from the cookie, so a logout elsewhere shows no panel here.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setAuth(isStaff() ? { state: 'checking' } : { state: 'hidden' });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const staff = auth.state === 'staff';
  const renewedOnStart = useRef(false);
  useEffect(() => {
    if (!staff) return;
    if (!renewedOnStart.current) void client.renewLogin();
    renewedOnStart.current = true;
    const timer = setInterval(() => void client.renewLogin(), PREVIEW_LOGIN_RENEW_MS);
    return () => clearInterval(timer);
  }, [staff, client]);

  if (auth.state !== 'staff') return null;
  return (
    <PreviewSettings
      client={client}
      current={auth.current}
      onApplied={(next) => setAuth({ state: 'staff', current: next })}
      onLoggedOut={() => setAuth({ state: 'hidden' })}
    />
  );
}
