import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { API, REPORT_REASONS, REPORT_TEXT_LIMITS, venueNameInLocale, type ReportReason, type VenueDto } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { userFacingError } from '../../api/user-facing-error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../toasts/show-toast';
import { reportMessages } from './report.fr';

/**
 * The report dialog: a reason, details (required with « Autre »), sent to `POST /api/places/{id}/report`.
 * The server's refusals (already reported, too many reports) are shown as it words them, in French.
 */
export function ReportVenueDialog({ venue, onClose }: { venue: Pick<VenueDto, 'id' | 'name' | 'nameAr' | 'nameEn'>; onClose: () => void }) {
  const { locale } = useLocale();
  const t = useT(reportMessages);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => apiClient.call(API.reports.create, { params: { id: venue.id }, body: { reason: reason as ReportReason, ...(text.trim() ? { text: text.trim() } : {}) } }),
    onSuccess: () => {
      showToast(t('sent'), 'success');
      onClose();
    },
    onError: (error) => setProblem(userFacingError(error, t('failed'))),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(t('chooseReason'));
    if (reason === 'other' && text.trim().length < REPORT_TEXT_LIMITS.minForOther) return setProblem(t('textTooShort', { min: REPORT_TEXT_LIMITS.minForOther }));
    setProblem(null);
    send.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('title', { name: venueNameInLocale(venue, locale) })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dark.5">
            {t('intro')}
          </Text>
          <Radio.Group label={t('reasonLabel')} value={reason} onChange={(value) => {
              setReason(value as ReportReason);
              setProblem(null);
            }} required>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((key) => (
                <Radio key={key} value={key} label={t(`reason.${key}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('textLabel')}
            description={reason === 'other' ? t('textRequired', { min: REPORT_TEXT_LIMITS.minForOther }) : t('textOptional', { max: REPORT_TEXT_LIMITS.max })}
            required={reason === 'other'}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
            maxLength={REPORT_TEXT_LIMITS.max}
            autosize
            minRows={3}
            dir="auto"
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={send.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
