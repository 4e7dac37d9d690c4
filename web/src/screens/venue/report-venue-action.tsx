import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useAuthStatus } from '../../auth/use-auth-status';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../toasts/show-toast';
import { reportActionMessages } from './report-action.fr';

// Opened by few visitors: the dialog's code loads on the first click.
const ReportVenueDialog = lazy(() => import('./report-venue-dialog').then((module) => ({ default: module.ReportVenueDialog })));

/** « Signaler ce lieu », discreet in the venue page's actions; signed out, it asks to sign in as the vote button does. */
export function ReportVenueAction({ venue }: { venue: { id: string; name: string } }) {
  const t = useT(reportActionMessages);
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuthStatus();
  const [opened, setOpened] = useState(false);
  if (isLoading) return null;
  const open = () => {
    if (isAuthenticated) return setOpened(true);
    showToast(t('signInToReport'), 'info');
    void navigate('/login');
  };
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-sm" fw={500} onClick={open} aria-haspopup="dialog">
        {t('action')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportVenueDialog venue={venue} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
