import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { API, CLAIM_RESULT_PARAM, CLAIM_RESULTS, DOCUMENT_ACCEPT, DOCUMENT_KINDS, DOCUMENT_LIMITS, REQUIRED_DOCUMENT_KINDS, type DocumentKind } from '@lieux/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { PhotoDropZone } from '../../photos/photo-drop-zone';
import { fileProblem } from '../../photos/photo-rules';
import { photoWorkspaceMessages } from '../../photos/photo-workspace.fr';
import { uploadFiles } from '../../photos/upload-file';
import { claimMessages } from './claim.fr';

const isRequired = (kind: DocumentKind): boolean => (REQUIRED_DOCUMENT_KINDS as readonly DocumentKind[]).includes(kind);

/**
 * The third way to claim (issue 32 §2): the verification's kinds of documents, one file each, sent
 * together with the claim (`POST /api/claims/{slug}/documents`). The files are checked here as the
 * server would (size, type) and by the server from their bytes; an admin reads them.
 */
export function ClaimDocumentsForm({ slug }: { slug: string }) {
  const t = useT(claimMessages);
  const tFiles = useT(photoWorkspaceMessages);
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const [chosen, setChosen] = useState<Partial<Record<DocumentKind, File>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kindName = (kind: DocumentKind) => tFiles(`verification.kind.${kind}`);
  const complete = REQUIRED_DOCUMENT_KINDS.every((kind) => chosen[kind] !== undefined);

  function choose(kind: DocumentKind, [file]: File[]) {
    if (!file) return;
    const refused = fileProblem(file, DOCUMENT_LIMITS, 'document_type_unsupported');
    setProblem(refused ? tFiles('photos.refused', { name: file.name, message: tFiles(`problem.${refused}`) }) : null);
    if (!refused) setChosen((current) => ({ ...current, [kind]: file }));
  }

  async function send() {
    setSending(true);
    setProblem(null);
    try {
      const files = DOCUMENT_KINDS.flatMap((kind) => (chosen[kind] ? [{ part: kind, file: chosen[kind] }] : []));
      const claim = await uploadFiles(API.claims.submitDocuments, files, { params: { slug } });
      await queryClient.invalidateQueries({ queryKey: ['claims', 'mine'] });
      setSearch({ [CLAIM_RESULT_PARAM]: claim.status === 'reported' ? CLAIM_RESULTS.reported : CLAIM_RESULTS.sent }, { replace: true });
    } catch (error) {
      setProblem(userFacingError(error, t('error.other')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-claim-documents>
      <Title order={2} fz="lg" mb="xs">
        {t('documentsTitle')}
      </Title>
      <Text fz="sm" c="dark.6" mb="md">
        {t('documentsHelp')}
      </Text>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {DOCUMENT_KINDS.map((kind) => (
          <Stack key={kind} gap={6} data-kind={kind}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} fz="sm">
                {kindName(kind)}
              </Text>
              <Badge variant="outline" color={isRequired(kind) ? 'terracotta' : 'gray'} c={isRequired(kind) ? 'terracotta.9' : 'dark.6'} tt="none">
                {isRequired(kind) ? tFiles('verification.required') : tFiles('verification.optional')}
              </Badge>
            </Group>
            <PhotoDropZone
              accept={DOCUMENT_ACCEPT}
              multiple={false}
              compact
              disabled={sending}
              title={chosen[kind] ? t('documentsChosen', { name: `\u2068${chosen[kind].name}\u2069` }) : tFiles('verification.addOf', { kind: kindName(kind) })}
              hint={tFiles('verification.fileRules')}
              onFiles={(files) => choose(kind, files)}
            />
          </Stack>
        ))}
        <Text fz="xs" c="dark.6">
          {t('documentsPrivacy')}
        </Text>
        <Group>
          <Button disabled={!complete || sending} loading={sending} onClick={() => void send()}>
            {t('documentsSend')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
