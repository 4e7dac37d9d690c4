import { Alert, Anchor, Button, Group, List, Modal, Pagination, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { VerificationDocumentDto } from '@lieux/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { failedStatus, isValidReason, pageCount } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { usePlural, useT } from '../../i18n/use-t';
import { useLocale } from '../../i18n/use-locale';
import { formatStatusTime } from '../status/status-format';

/** A read's three states: a skeleton while it loads, 'Erreur {status}' when it fails, else the rows. */
export function AdminQueryView<T>({ query, children }: { query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError'>; children: (data: T) => ReactNode }) {
  const t = useT(adminMessages);
  if (query.isError) {
    const status = failedStatus(query.error);
    return (
      <Alert color="red" variant="light" role="alert" data-admin-error={status ?? 'network'}>
        {status === null ? t('unreachable') : t('fetchError', { status })}
      </Alert>
    );
  }
  if (query.data === undefined) return <Skeleton height={160} radius="lg" />;
  return children(query.data);
}

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A paged admin list: its state (skeleton, 'Erreur {status}', 'Aucun résultat.'), one card per row, the pages. */
export function PagedList<T>({ query, onPage, children }: { query: Pick<UseQueryResult<Paged<T>>, 'data' | 'error' | 'isError'>; onPage: (page: number) => void; children: (item: T) => ReactNode }) {
  return (
    <AdminQueryView query={query}>
      {(data) => (
        <Stack gap="sm">
          {data.items.length === 0 && <EmptyList />}
          {data.items.map(children)}
          <ListFooter total={data.total} page={data.page} pageSize={data.pageSize} onPage={onPage} />
        </Stack>
      )}
    </AdminQueryView>
  );
}

/** The line under a list: how many rows match, and the pages (8 a page, spec). */
export function ListFooter({ total, page, pageSize, onPage }: { total: number; page: number; pageSize: number; onPage: (page: number) => void }) {
  const t = useT(adminMessages);
  const tn = usePlural(adminMessages);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text fz="sm" c="dark.5" data-list-total={total}>
        {tn('list.total', total)}
      </Text>
      <Pagination total={pageCount(total, pageSize)} value={page} onChange={onPage} size="sm" aria-label={t('list.pages')} />
    </Group>
  );
}

export function EmptyList() {
  const t = useT(adminMessages);
  return (
    <Text c="dark.5" ta="center" py="lg">
      {t('list.empty')}
    </Text>
  );
}

interface ReasonModalProps {
  opened: boolean;
  title: string;
  help?: string;
  /** The field's label: 'Motif' or 'Note'. */
  label: string;
  confirm: string;
  limits: { min: number; max: number };
  busy: boolean;
  onClose: () => void;
  onConfirm: (text: string) => void;
}

/** Asks the reason of a rejection or suspension, or the note of a closed report; sends it only when it is long enough. */
export function ReasonModal({ opened, title, help, label, confirm, limits, busy, onClose, onConfirm }: ReasonModalProps) {
  const t = useT(adminMessages);
  const [text, setText] = useState('');
  const valid = isValidReason(text, limits);
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onConfirm(text.trim());
        }}
      >
        <Stack gap="sm">
          {help && <Text fz="sm">{help}</Text>}
          <Textarea
            label={label}
            description={t('common.reasonHint', { min: limits.min, max: limits.max })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            required
            autosize
            minRows={3}
            maxLength={limits.max}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!valid} loading={busy}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A date and time in the reader's language, Moroccan time. */
export function useFormatTime(): (iso: string) => string {
  const { locale } = useLocale();
  return (iso) => formatStatusTime(iso, locale);
}


/** The search box of a list; the list asks the server 300 ms after the last keystroke (`useDebouncedValue`). */
export function SearchField({ placeholder, value, onChange }: { placeholder: string; value: string; onChange: (value: string) => void }) {
  const t = useT(adminMessages);
  return (
    <TextInput
      label={t('list.search')}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** Private documents (a verification's, a claim's): kind, then a short-lived signed link that opens the file. */
export function DocumentLinks({ documents }: { documents: readonly VerificationDocumentDto[] }) {
  const t = useT(adminMessages);
  return (
    <List size="sm" spacing={2}>
      {documents.map((document) => (
        <List.Item key={document.id} data-document-kind={document.kind}>
          {t(`document.${document.kind}`)} :{' '}
          <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
            {t('verifications.document', { name: document.name, size: `${Math.ceil(document.size / 1024)} Ko` })}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
