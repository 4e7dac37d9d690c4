import { Module } from '@nestjs/common';
import { storageSettingsFromEnv, type FileKey } from '@lieux/platform';
import { PhotosController } from './photos.controller.js';
import { GATEWAY_FILE_SECRETS, GATEWAY_STORAGE } from './upload.js';

export interface FileSecrets {
  linkSecret: string;
  documentsKey: FileKey;
}

/** Photos and verification at the edge (issue 11): uploads into storage, files out of it. */
@Module({
  controllers: [PhotosController],
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
