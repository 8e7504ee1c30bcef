// OFF-2: a server photo at full size, on demand: the copy kept on the device, else fetched once
// (online) and kept, so it opens offline afterwards.
import { useEffect, useState } from 'react';
import { Button, Image, Text } from '@mantine/core';
import { t } from '../../i18n/messages';
import { loadFullPhoto } from '../../sync/job-photos';
import { Loading } from '../../ui/Loading';
import { useObjectUrl } from '../../ui/useObjectUrl';

function FullPhotoView({ referenceCode }: { referenceCode: string }) {
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
  return <Image src={src} alt={t('gallery.fullTitle', { ref: referenceCode })} fit="contain" />;
}

/** "Full size" on a photo's card: the full image opens in place, under the card's lines. */
export function FullPhoto({ referenceCode }: { referenceCode: string }) {
  const [open, setOpen] = useState(false);
  if (open) return <FullPhotoView referenceCode={referenceCode} />;
  return (
    <Button size="md" variant="subtle" onClick={() => setOpen(true)}>
      {t('gallery.fullSize')}
    </Button>
  );
}
