import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { API, DOCUMENT_ACCEPT, DOCUMENT_KINDS, DOCUMENT_LIMITS, REQUIRED_DOCUMENT_KINDS, type DocumentKind, type VerificationDto } from '@lieux/contracts';
import { useState } from 'react';
import { apiClient } from '../api/api-client';
import { userFacingError } from '../api/user-facing-error';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { QueryView } from '../merchant/query-view';
import { showToast } from '../toasts/show-toast';
import { PhotoDropZone } from './photo-drop-zone';
import { fileProblem, formatFileSize } from './photo-rules';
import { photoWorkspaceMessages } from './photo-workspace.fr';
import { useVerificationChanged, useVerificationQuery } from './photos.queries';
import { uploadFile } from './upload-file';
import { VerificationBadge } from './verification-badge';
import { canEditDocuments, canSubmit, documentsByKind, formatDecisionDay, VERIFICATION_BADGE } from './verification-rules';

/**
 * A venue's verification (spec: trade register, proof of address, the manager's identity document,
 * optional photos; 24–48 h review): the status and the reason of a refusal, a file per kind, and
 * the sending. Documents are opened through the short-lived link the server gives.
 */
export function VerificationPanel({ venueId }: { venueId: string }) {
  const t = useT(photoWorkspaceMessages);
  const verification = useVerificationQuery(venueId);
  return (
    <Stack gap="md" component="section" aria-labelledby="venue-verification-title">
      <div>
        <Title order={2} fz="xl" id="venue-verification-title">
          {t('verification.title')}
        </Title>
        <Text fz="sm" c="dark.5" mt={4}>
          {t('verification.intro')}
        </Text>
      </div>
      <QueryView query={verification} height={280} failed={t('verification.loadFailed')}>
        {(current) => <VerificationForm venueId={venueId} verification={current} />}
      </QueryView>
      <Text fz="xs" c="dark.5">
        {t('verification.privacy')}
      </Text>
    </Stack>
  );
}

function VerificationForm({ venueId, verification }: { venueId: string; verification: VerificationDto }) {
  const t = useT(photoWorkspaceMessages);
  const { locale } = useLocale();
  const changed = useVerificationChanged(venueId);
  const [busy, setBusy] = useState<DocumentKind | 'submit' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const editable = canEditDocuments(verification.status);
  const kindName = (kind: DocumentKind) => t(`verification.kind.${kind}`);

  async function run(what: NonNullable<typeof busy>, action: () => Promise<VerificationDto>, done: string) {
    setBusy(what);
    setProblem(null);
    try {
      await changed(await action());
      showToast(done, 'success');
    } catch (error) {
      setProblem(userFacingError(error, t('app.genericError')));
    } finally {
      setBusy(null);
    }
  }

  function add(kind: DocumentKind, files: File[]) {
    const [file] = files;
    const refused = fileProblem(file, DOCUMENT_LIMITS, 'document_type_unsupported');
    if (refused) {
      setProblem(t('photos.refused', { name: file.name, message: t(`problem.${refused}`) }));
      return;
    }
    void run(kind, () => uploadFile(API.verification.addDocument, file, { params: { id: venueId }, query: { kind } }), t('verification.added'));
  }

  return (
    <Stack gap="md">
      <StatusNote verification={verification} />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {documentsByKind(DOCUMENT_KINDS, verification.documents).map(({ kind, documents }) => {
        const required = (REQUIRED_DOCUMENT_KINDS as readonly DocumentKind[]).includes(kind);
        return (
          <Paper key={kind} withBorder radius="md" p="md" component="section" aria-label={kindName(kind)} data-kind={kind}>
            <Group justify="space-between" gap="xs" mb="xs">
              <Title order={3} fz="md">
                {kindName(kind)}
              </Title>
              <Badge variant="outline" color={required ? 'terracotta' : 'gray'} c={required ? 'terracotta.9' : 'dark.6'} tt="none">
                {required ? t('verification.required') : t('verification.optional')}
              </Badge>
            </Group>
            {documents.length === 0 ? (
              <Text fz="sm" c="dark.5">
                {t('verification.none')}
              </Text>
            ) : (
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {documents.map((document) => (
                  <Group component="li" key={document.id} justify="space-between" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fz="sm" fw={600} truncate>
                        <bdi>{document.name}</bdi>
                      </Text>
                      <Text fz="xs" c="dark.5">
                        {t('verification.meta', {
                          size: formatFileSize(document.size, locale, { kb: t('unit.kb'), mb: t('unit.mb') }),
                          date: formatDecisionDay(document.uploadedAt, locale),
                        })}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <Anchor href={document.url} target="_blank" rel="noopener noreferrer" fz="sm" aria-label={t('verification.openOf', { name: document.name })}>
                        {t('verification.open')}
                      </Anchor>
                      {editable && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          disabled={busy !== null}
                          aria-label={t('verification.removeOf', { name: document.name })}
                          onClick={() =>
                            void run('remove', () => apiClient.call(API.verification.removeDocument, { params: { id: venueId, documentId: document.id } }), t('verification.removed'))
                          }
                        >
                          {t('verification.remove')}
                        </Button>
                      )}
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
            {editable && (
              <Stack gap={4} mt="sm">
                <PhotoDropZone
                  accept={DOCUMENT_ACCEPT}
                  multiple={false}
                  compact
                  disabled={busy !== null}
                  title={busy === kind ? t('photos.sending', { name: kindName(kind) }) : t('verification.addOf', { kind: kindName(kind) })}
                  hint={t('verification.fileRules')}
                  onFiles={(files) => add(kind, files)}
                />
              </Stack>
            )}
          </Paper>
        );
      })}
      {editable && (
        <Stack gap="xs" align="flex-start">
          {verification.missingKinds.length > 0 && (
            <Text fz="sm" c="dark.6" data-missing={verification.missingKinds.join(' ')}>
              {t('verification.missing', { kinds: verification.missingKinds.map(kindName).join(', ') })}
            </Text>
          )}
          <Button
            disabled={!canSubmit(verification) || busy !== null}
            loading={busy === 'submit'}
            onClick={() => void run('submit', () => apiClient.call(API.verification.submit, { params: { id: venueId } }), t('verification.sent'))}
          >
            {verification.status === 'rejected' ? t('verification.resubmit') : t('verification.submit')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** What the status means for the merchant now: the dates, and a refusal's reason. */
function StatusNote({ verification }: { verification: VerificationDto }) {
  const t = useT(photoWorkspaceMessages);
  const { locale } = useLocale();
  const day = (iso: string | null) => (iso ? formatDecisionDay(iso, locale) : '');
  const { status } = verification;
  return (
    <Alert
      variant="light"
      color={VERIFICATION_BADGE[status].color}
      title={
        <Group gap="xs">
          <VerificationBadge status={status} />
        </Group>
      }
    >
      <Stack gap={4}>
        {status === 'submitted' && <Text fz="sm">{t('verification.submittedOn', { date: day(verification.submittedAt) })}</Text>}
        {status === 'approved' && <Text fz="sm">{t('verification.approvedOn', { date: day(verification.decidedAt) })}</Text>}
        {status === 'rejected' && (
          <>
            <Text fz="sm">{t('verification.rejectedOn', { date: day(verification.decidedAt) })}</Text>
            <Text fz="sm" fw={700} data-rejection-reason>
              {t('verification.reason')} <bdi>{verification.reason}</bdi>
            </Text>
            <Text fz="sm">{t('verification.resubmitHelp')}</Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
