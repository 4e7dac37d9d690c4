import { Module } from '@nestjs/common';
import { storageSettingsFromEnv, type FileKey } from '@lieux/platform';
import { ClaimDocumentsController } from './claim-documents.controller.js';
import { PhotosController } from './photos.controller.js';
import { GATEWAY_FILE_SECRETS, GATEWAY_STORAGE } from './upload.js';

export interface FileSecrets {
  linkSecret: string;
  documentsKey: FileKey;
}

/** Photos, verification and claims' documents at the edge (issues 11, 32): uploads into storage, files out of it. */
@Module({
  controllers: [PhotosController, ClaimDocumentsController],
  providers: [
    { provide: 'FILE_SETTINGS', useFactory: () => storageSettingsFromEnv() },
    { provide: GATEWAY_STORAGE, inject: ['FILE_SETTINGS'], useFactory: (settings: ReturnType<typeof storageSettingsFromEnv>) => settings.storage },
    {
      provide: GATEWAY_FILE_SECRETS,
      inject: ['FILE_SETTINGS'],
      useFactory: (settings: ReturnType<typeof storageSettingsFromEnv>): FileSecrets => ({ linkSecret: settings.linkSecret, documentsKey: settings.documentsKey }),
    },
  ],
})
export class PhotosGatewayModule {}
