import { Module } from '@nestjs/common';
import { storageSettingsFromEnv } from '@lieux/platform';
import { DocumentRetention } from './app/document-retention.js';
import { FILE_SECRETS, OBJECT_STORAGE, PHOTOS_CLOCK } from './app/files.js';
import { PhotosUseCases } from './app/photos.usecases.js';
import { PhotoVariantsBackfill } from './app/photo-variants-backfill.js';
import { VerificationUseCases } from './app/verification.usecases.js';
import { DocumentRetentionScheduler } from './infra/document-retention.scheduler.js';
import { PhotoVariantsBackfillScheduler } from './infra/photo-variants-backfill.scheduler.js';
import { PhotosHandler } from './infra/photos.handler.js';
import { PostgresPhotosRepository } from './infra/photos.repository.postgres.js';
import { PostgresVerificationRepository } from './infra/verification.repository.postgres.js';

/** The storage and secrets, read once from the environment (STORAGE_DRIVER…, docs/photos.md). */
const FILE_SETTINGS = Symbol('FileSettings');

/** Photos of venues and the merchant verification (issue 11, docs/photos.md). */
@Module({
  controllers: [PhotosHandler],
  providers: [
    PostgresPhotosRepository,
    PostgresVerificationRepository,
    PhotosUseCases,
    VerificationUseCases,
    DocumentRetention,
    DocumentRetentionScheduler,
    PhotoVariantsBackfill,
    PhotoVariantsBackfillScheduler,
    { provide: FILE_SETTINGS, useFactory: () => storageSettingsFromEnv() },
    { provide: OBJECT_STORAGE, inject: [FILE_SETTINGS], useFactory: (settings: ReturnType<typeof storageSettingsFromEnv>) => settings.storage },
    {
      provide: FILE_SECRETS,
      inject: [FILE_SETTINGS],
      useFactory: (settings: ReturnType<typeof storageSettingsFromEnv>) => ({ linkSecret: settings.linkSecret, documentsKey: settings.documentsKey }),
    },
    { provide: PHOTOS_CLOCK, useValue: () => new Date() },
  ],
  // The venues' deletion removes their files from the same storage (venue-removal); claims store their documents there too.
  exports: [OBJECT_STORAGE, FILE_SECRETS],
})
export class PhotosModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
