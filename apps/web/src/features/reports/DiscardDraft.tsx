// TRUST-6: a draft can be thrown away, after a confirm: the report and the photos taken for it
// leave the device, and the job's list no longer shows it. What the editor has not written yet is
// dropped first, so closing the screen does not write the draft back.
import { useNavigate } from 'react-router';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { discardReportDraft } from '../../db/report-drafts';
import { t } from '../../i18n/messages';
import { openConfirm } from '../../ui/confirm';

export function DiscardDraft({
  referenceCode,
  jobID,
  dropPendingSave,
}: {
  referenceCode: string;
  jobID: number;
  dropPendingSave: () => void;
}) {
  const navigate = useNavigate();
  async function discard() {
    dropPendingSave();
    try {
      await discardReportDraft({ referenceCode, jobID });
      notifications.show({ message: t('reports.discarded'), color: 'gray' });
      void navigate(`/jobs/${jobID}/job-page`, { replace: true, viewTransition: true });
    } catch (error) {
      console.error('Draft not discarded', error instanceof Error ? error.message : error);
    }
  }
  return (
    <Button
      variant="subtle"
      color="red"
      size="md"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={() =>
        openConfirm({
          title: t('reports.discardTitle'),
          children: <Text>{t('reports.discardText')}</Text>,
          labels: { confirm: t('reports.discardConfirm'), cancel: t('reports.discardCancel') },
          confirmProps: { color: 'red' },
          onConfirm: () => void discard(),
        })
      }
    >
      {t('reports.discard')}
    </Button>
  );
}
