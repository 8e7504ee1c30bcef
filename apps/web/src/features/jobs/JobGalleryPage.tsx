// JOB-1: the photos of a job that are on this device (taking and uploading come in a later issue).
import { List, Text } from '@mantine/core';
import { locationOrDefault } from '@fieldops/contract';
import { useJobPhotos } from '../../db';
import { t } from '../../i18n/messages';
import { Page } from '../../shell/Page';
import { Loading } from './JobStates';
import { useRouteJobID } from './useRouteJobID';

export function JobGalleryPage() {
  const jobID = useRouteJobID();
  const photos = useJobPhotos(jobID ?? 0);
  return (
    <Page title={t('page.jobGallery')}>
      {photos === undefined && <Loading label={t('jobs.loading')} />}
      {photos?.length === 0 && <Text role="status">{t('gallery.empty')}</Text>}
      {photos && photos.length > 0 && (
        <List aria-label={t('gallery.listLabel')}>
          {photos.map((photo) => (
            <List.Item key={photo.referenceCode}>
              {t('gallery.photo', {
                ref: photo.referenceCode,
                location: locationOrDefault(photo.locationNumber),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
