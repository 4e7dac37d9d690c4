import { Alert, Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { API, PHOTO_ACCEPT, PHOTO_LIMITS, type PhotoDto } from '@lieux/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/api-client';
import { userFacingError } from '../api/user-facing-error';
import { useT } from '../i18n/use-t';
import { QueryView } from '../merchant/query-view';
import { showToast } from '../toasts/show-toast';
import { PhotoDropZone } from './photo-drop-zone';
import { moveItem, planPhotoUpload } from './photo-rules';
import { photoWorkspaceMessages } from './photo-workspace.fr';
import classes from './photos.module.css';
import { usePhotosChanged, useVenuePhotosQuery } from './photos.queries';
import { uploadFile } from './upload-file';

interface Sending {
  name: string;
  /** 0 to 1. */
  progress: number;
  /** Files of this batch sent so far, and in all. */
  done: number;
  total: number;
}

/**
 * The merchant's photos of one venue: add several (chooser or drop, sent one after another with
 * their progress), choose the cover, put them in order (buttons, so the keyboard can), delete after
 * a confirmation. Every answer of the server replaces the list; a refused file says why, in the
 * server's words.
 */
export function PhotoManager({ venueId, venueName, published }: { venueId: string; venueName: string; published: boolean }) {
  const t = useT(photoWorkspaceMessages);
  const photos = useVenuePhotosQuery(venueId);
  const changed = usePhotosChanged(venueId);
  const [sending, setSending] = useState<Sending | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // One change at a time; the buttons stay enabled (a disabled button would drop the keyboard's focus).
  const busy = useRef(false);
  // After a move, focus goes back to the moved photo's arrow (its item moved in the DOM).
  const [focusAfter, setFocusAfter] = useState<{ id: string; move: -1 | 1 } | null>(null);
  const [toDelete, setToDelete] = useState<PhotoDto | null>(null);
  const list = photos.data ?? [];
  const full = list.length >= PHOTO_LIMITS.maxPerVenue;

  async function add(files: File[]) {
    const plan = planPhotoUpload(files, list.length, PHOTO_LIMITS);
    const refused = plan.refused.map(({ file, problem }) => t('photos.refused', { name: file.name, message: t(`problem.${problem}`) }));
    let current = list;
    let added = 0;
    for (const [index, file] of plan.send.entries()) {
      setSending({ name: file.name, progress: 0, done: index, total: plan.send.length });
      try {
        const photo = await uploadFile(API.photos.upload, file, {
          params: { id: venueId },
          onProgress: (progress) => setSending((state) => (state ? { ...state, progress } : state)),
        });
        // The first photo becomes the cover on the server: keep the list as it will read.
        current = [...current, photo];
        added += 1;
      } catch (error) {
        refused.push(t('photos.refused', { name: file.name, message: userFacingError(error, t('app.genericError')) }));
      }
    }
    setSending(null);
    setProblems(refused);
    if (added > 0) {
      await changed(current);
      showToast(t('photos.added', { count: added }), 'success');
    }
  }

  /** One change of the list (cover, order, delete): the server's answer is the new list. */
  async function apply(change: () => Promise<PhotoDto[]>, done: string): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    try {
      // The buttons come back as soon as the list is the server's; the other reads refresh behind.
      void changed(await change());
      showToast(done, 'success');
      return true;
    } catch (error) {
      showToast(userFacingError(error, t('app.genericError')), 'error');
      return false;
    } finally {
      busy.current = false;
    }
  }

  useEffect(() => {
    if (!focusAfter) return;
    const item = document.querySelector(`[data-photo-id="${focusAfter.id}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.move}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    setFocusAfter(null);
  }, [focusAfter, photos.data]);

  const move = async (index: number, delta: -1 | 1) => {
    const moved = await apply(
      () => apiClient.call(API.photos.reorder, { params: { id: venueId }, body: { photoIds: moveItem(list, index, delta).map((photo) => photo.id) } }),
      t('photos.moved', { position: index + 1 }),
    );
    if (moved) setFocusAfter({ id: list[index].id, move: delta });
  };
  const makeCover = (photo: PhotoDto) => apply(() => apiClient.call(API.photos.setCover, { params: { id: venueId, photoId: photo.id } }), t('photos.coverSet'));
  const remove = (photo: PhotoDto) => {
    setToDelete(null);
    return apply(() => apiClient.call(API.photos.remove, { params: { id: venueId, photoId: photo.id } }), t('photos.deleted'));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="venue-photos-title">
      <div>
        <Title order={2} fz="xl" id="venue-photos-title">
          {t('photos.title')}
        </Title>
        <Text fz="sm" c="dark.5" mt={4}>
          {t('photos.rules', { max: PHOTO_LIMITS.maxPerVenue })}
        </Text>
        {!published && (
          <Text fz="sm" c="dark.5" mt={4}>
            {t('photos.notPublic')}
          </Text>
        )}
      </div>
      <QueryView query={photos} height={200} failed={t('photos.loadFailed')}>
        {(current) => (
          <Stack gap="md">
            <Text fz="sm" fw={600} data-photo-count={current.length}>
              {t('photos.count', { count: current.length, max: PHOTO_LIMITS.maxPerVenue })}
            </Text>
            <PhotoDropZone
              accept={PHOTO_ACCEPT}
              disabled={full || sending !== null}
              title={full ? t('photos.full') : t('photos.drop')}
              hint={full ? '' : t('photos.choose')}
              onFiles={(files) => void add(files)}
            />
            {sending && (
              <div role="status">
                <Text fz="sm" mb={4}>
                  {t('photos.sending', { name: sending.name })} ({sending.done + 1}/{sending.total})
                </Text>
                <Progress value={Math.round(sending.progress * 100)} aria-label={t('photos.sending', { name: sending.name })} animated />
              </div>
            )}
            {problems.length > 0 && (
              <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t('photos.dismiss')} onClose={() => setProblems([])}>
                <Stack gap={4}>
                  {problems.map((problem) => (
                    <Text key={problem} fz="sm">
                      {problem}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {current.length === 0 ? (
              <Text c="dark.5">{t('photos.empty')}</Text>
            ) : (
              <ol className={classes.photoGrid} aria-label={t('photos.title')}>
                {current.map((photo, index) => (
                  <li key={photo.id} className={classes.photoItem} data-photo-id={photo.id} data-cover={photo.isCover || undefined}>
                    <img
                      src={photo.urls.card}
                      alt={t('photos.alt', { position: index + 1, name: venueName })}
                      width={640}
                      height={480}
                      loading="lazy"
                      className={classes.thumb}
                    />
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fz="sm" fw={700}>
                        {index + 1}
                      </Text>
                      {photo.isCover ? (
                        <Text fz="xs" fw={700} c="terracotta.8" data-cover-badge>
                          {t('photos.cover')}
                        </Text>
                      ) : (
                        <Button size="compact-xs" variant="light" aria-label={t('photos.makeCoverOf', { position: index + 1 })} onClick={() => void makeCover(photo)}>
                          {t('photos.makeCover')}
                        </Button>
                      )}
                    </Group>
                    <Group gap={4} wrap="nowrap" justify="space-between">
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === 0}
                          data-move={-1}
                          aria-label={t('photos.earlierOf', { position: index + 1 })}
                          title={t('photos.earlier')}
                          onClick={() => void move(index, -1)}
                        >
                          <span aria-hidden="true" className={classes.flipInRtl}>
                            ←
                          </span>
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === current.length - 1}
                          data-move={1}
                          aria-label={t('photos.laterOf', { position: index + 1 })}
                          title={t('photos.later')}
                          onClick={() => void move(index, 1)}
                        >
                          <span aria-hidden="true" className={classes.flipInRtl}>
                            →
                          </span>
                        </Button>
                      </Group>
                      <Button size="compact-xs" variant="subtle" color="red" aria-label={t('photos.deleteOf', { position: index + 1 })} onClick={() => setToDelete(photo)}>
                        {t('photos.delete')}
                      </Button>
                    </Group>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        )}
      </QueryView>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('photos.confirmTitle')} centered>
        <Stack gap="md">
          <Text fz="sm">{t('photos.confirmBody')}</Text>
          {toDelete?.isCover && list.length > 1 && <Text fz="sm">{t('photos.confirmCover')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('photos.cancel')}
            </Button>
            <Button color="red" onClick={() => toDelete && void remove(toDelete)}>
              {t('photos.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
