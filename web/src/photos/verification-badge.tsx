import { Badge } from '@mantine/core';
import type { VerificationStatus } from '@lieux/contracts';
import { useT } from '../i18n/use-t';
import { photoWorkspaceMessages } from './photo-workspace.fr';
import { VERIFICATION_BADGE } from './verification-rules';

/** The verification's status as a badge: 'Non envoyée', 'En cours d’examen', 'Vérifié', 'Refusée'. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useT(photoWorkspaceMessages);
  return (
    <Badge variant="light" tt="none" {...VERIFICATION_BADGE[status]} data-verification={status}>
      {t('verification.badge', { status: t(`verification.status.${status}`) })}
    </Badge>
  );
}
