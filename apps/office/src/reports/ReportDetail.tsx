// OFFICE-7: one report: what it is, its review so far, its PDF (the office call, opened in its own
// tab: bytes answers may not be framed, frame-ancestors 'none') and its photos, and the review
// action with its comment.
import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { withSession } from './report-links';
import { ReviewForm } from './ReviewForm';
import { StateBadge } from './StateBadge';

export function ReportDetail() {
  const { t, locale } = useT();
  const id = Number(useParams().reportID);
  const report = useCall('officeReport', { params: { id } });
  const when = (iso: string) => new Date(iso).toLocaleString(locale);
  const back = (
    <Button
      component={Link}
      to=".."
      relative="path"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
    >
      {t('reports.back')}
    </Button>
  );
  if (report.status === 'failed' && !report.value)
    return (
      <Stack>
        {back}
        <Failure failure={report.failure} onRetry={report.reload} />
      </Stack>
    );
  const row = report.value;
  if (!row) return <Loading label={t('reports.detail.loading')} />;
  const { review } = row;
  const pdf = withSession(row.pdf);
  return (
    <Stack>
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>
          {t('reports.detail.title', {
            report: row.template.title || row.template.name,
            job: row.job.jobNumber,
            location: row.locationNumber,
          })}
        </Title>
        <StateBadge state={review.state} />
      </Group>
      <Text size="sm">
        {t('reports.detail.filledBy', {
          who: row.foreman?.name ?? row.filledBy,
          when: when(row.filledOn),
          revision: row.revision,
          stored: when(row.savedAt),
        })}
      </Text>
      {review.reviewedBy && review.reviewedAt && (
        <Text size="sm">
          {t('reports.detail.reviewedBy', {
            state: t(`reports.state.${review.state}`),
            who: review.reviewedBy,
            when: when(review.reviewedAt),
          })}
          {review.comment ? `: ${review.comment}` : ''}
        </Text>
      )}
      <ReviewForm
        key={`${row.reportID}-${row.revision}-${review.state}`}
        report={row}
        onSaved={report.reload}
      />
      <Title order={3}>{t('reports.detail.pdf')}</Title>
      <Anchor href={pdf} target="_blank" rel="noopener">
        {t('reports.detail.openPdf')}
      </Anchor>
      <Title order={3}>{t('reports.detail.photos')}</Title>
      {row.photos.length === 0 ? (
        <Text c="dimmed">{t('reports.detail.noPhotos')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {row.photos.map((photo, index) => (
            <Anchor key={photo.referenceCode} href={withSession(photo.url)} target="_blank" rel="noopener">
              <Image
                src={withSession(photo.url)}
                alt={t('reports.detail.photo', { number: index + 1 })}
                radius="sm"
              />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
