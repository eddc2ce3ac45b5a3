import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Route, Routes } from '@portal/shared/router';
import { routes } from '@portal/shared';
import { Spinner, makeStyles, tokens } from '@portal/shared/ui';
import { LoginPage } from './pages/LoginPage';

// /login is where most parents arrive, so it alone is in the chunk the host mounts; the other
// pages load when first visited (and are small: their forms reuse the login page's parts).
const SignupPage = lazy(() =>
  import('./pages/SignupPage').then(({ SignupPage: page }) => ({ default: page })),
);
const ForgotPasswordPage = lazy(() =>
  import('./pages/ForgotPasswordPage').then(({ ForgotPasswordPage: page }) => ({
    default: page,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('./pages/VerifyEmailPage').then(({ VerifyEmailPage: page }) => ({ default: page })),
);

const useStyles = makeStyles({
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

function PageLoading() {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <div className={styles.loading}>
      <Spinner label={t`Loading…`} />
    </div>
  );
}

/** This remote's pages. The host's router owns history; paths are the portal's own. */
export function RemoteRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={routes.login} element={<LoginPage />} />
        <Route path={routes.signup} element={<SignupPage />} />
        <Route path={routes.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={routes.verifyEmail} element={<VerifyEmailPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
