// OFF-2: a server photo at full size, on demand: the copy kept on the device, else fetched once
// (online) and kept, so it opens offline afterwards.
import { useEffect, useState } from 'react';
import { Image, Text } from '@mantine/core';
import { t } from '../../i18n/messages';
import { loadFullPhoto } from '../../sync/job-photos';
import { Loading } from '../../ui/Loading';
import { useObjectUrl } from '../../ui/useObjectUrl';

/** The full image of a sent photo; `alt` names it in words (UX-3), never by its id. */
export function FullPhotoView({ referenceCode, alt }: { referenceCode: string; alt: string }) {
  const [state, setState] = useState<{ blob?: Blob; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadFullPhoto(referenceCode).then(
      (blob) => live && setState({ blob }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [referenceCode]);
  const src = useObjectUrl(state.blob);
  if (state.failed) return <Text role="alert">{t('gallery.fullUnavailable')}</Text>;
  if (!src) return <Loading label={t('jobs.loading')} />;
  return <Image src={src} alt={alt} fit="contain" mah="75vh" />;
}
