// Picks the drive of the configuration (FILES-4): the local folder unless DRIVE=google.
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { DriveAdapter } from './drive-adapter.js';
import { googleDrive } from './google-drive.js';
import { localDrive } from './local-drive.js';

export function driveFor(config: AppConfig): DriveAdapter {
  if (config.drive === 'google') {
    if (!config.googleDriveCredentials || !config.googleDriveRootFolder) {
      throw new Error('DRIVE=google needs GOOGLE_DRIVE_CREDENTIALS and GOOGLE_DRIVE_ROOT_FOLDER');
    }
    return googleDrive({
      credentialsFile: config.googleDriveCredentials,
      rootFolderID: config.googleDriveRootFolder,
    });
  }
  return localDrive(path.join(config.dataDir, 'drive'));
}
