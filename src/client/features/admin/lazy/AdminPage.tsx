// The staff area at /admin (docs/staff.md): who may use it is the server's answer to
// GET /api/admin/me, asked with the signed-in account's token. The app passes in the session and
// the sign-out, which are the auth feature's. The server renders the neutral 'checking' state: it
// never knows who is signed in, and no staff data is ever in a rendered page.
import { useLocation } from 'react-router-dom';
import { describeApiError } from '@/client/api/apiError';
import { AppLink } from '@/client/components/AppLink';
import { ErrorState } from '@/client/components/ErrorState';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { loginPathFor } from '@/loginReturn';
import { SCREENS } from '@/shopRoutes';
import { useStaffMe } from './staffApi';
import { StaffArea } from './StaffArea';
import * as i18n from '@/client/i18n/i18n';

/** Who is signed in, as far as the app knows: 'checking' until a stored session is restored. */
export type StaffSession = { state: 'checking' } | { state: 'signedOut' } | { state: 'signedIn' };

interface AdminPageProps {
  session: StaffSession;
  onSignOut: () => void;
}

const HEADING_ID = 'staff-heading';

/** The spec's STAFF_TITLE, in the build's language. */
const TITLE = i18n._({ id: 'staff.title', message: 'Staff area' });

export function AdminPage({ session, onSignOut }: AdminPageProps) {
  usePageTitle(TITLE);
  return (
    <section className="staff-area" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>{TITLE}</h1>
      {session.state === 'checking' ? (
        <p role="status">{i18n._({ id: 'staff.signIn.checking', message: 'Checking your sign-in…' })}</p>
      ) : session.state === 'signedOut' ? (
        <SignInFirst />
      ) : (
        <StaffCheck onSignOut={onSignOut} />
      )}
    </section>
  );
}

/** The login screen brings the staff member back to this very address once signed in. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>
        {i18n._({
          id: 'staff.signIn.intro',
          message:
            "This area is for the shop's staff. Sign in with the email the shop listed as staff, and you come back here.",
        })}
      </p>
      <AppLink to={loginPathFor(`${pathname}${search}`)} className="button button--primary">
        {i18n._({ id: 'staff.signIn.button', message: 'Sign in' })}
      </AppLink>
    </>
  );
}

function StaffCheck({ onSignOut }: { onSignOut: () => void }) {
  // Asked on every visit: a removal from the staff list counts at once (docs/staff.md).
  const query = useStaffMe({ refetch: true });
  const { data, error, isError, isFetching, refetch } = query;
  if (isError && error && 'status' in error && error.status === 403) {
    // A shopper, or a listed email not verified yet: the API says which.
    return (
      <>
        <p role="status">{describeApiError(error)}</p>
        <AppLink to={SCREENS.home} className="button button--primary">
          {i18n._({ id: 'staff.signIn.backToShop', message: 'Back to the shop' })}
        </AppLink>
      </>
    );
  }
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <p role="status">{i18n._({ id: 'staff.loading', message: 'Loading the staff area…' })}</p>;
  return <StaffArea email={data.email} onSignOut={onSignOut} />;
}
