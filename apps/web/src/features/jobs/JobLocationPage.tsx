// JOB-2, JOB-6: one location of a job: its fields (the number defaults to '1' when empty), its
// coordinates, and a link that opens them in a maps app through the browser adapter.
import { useParams } from 'react-router';
import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconMap } from '@tabler/icons-react';
import { locationOrDefault } from '@fieldops/contract';
import { useJob } from '../../db';
import { t } from '../../i18n/messages';
import { statusText } from '../../i18n/server-text';
import { browser } from '../../platform/browser';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { JobReportsSection } from '../reports/JobReportsSection';
import { JobNotFound } from './JobNotFound';
import { useRouteJobID } from './useRouteJobID';

export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

export function JobLocationPage() {
  const routeID = useRouteJobID();
  const { id } = useParams();
  const job = useJob(routeID ?? 0);
  const location = job?.locations.find((l) => String(l.siteID) === id);
  const number = location ? locationOrDefault(location.locationNumber) : '';
  return (
    <Page title={location ? `${t('page.jobLocation')} ${number}` : t('page.jobLocation')}>
      {job === undefined && routeID !== null && <Loading label={t('jobs.loading')} />}
      {(job === null || routeID === null) && <JobNotFound />}
      {job && !location && <JobNotFound message={t('location.notFound')} />}
      {location && (
        <Paper withBorder p="md" radius="md">
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} m={0}>
            <Field label={t('location.number')} value={number} />
            <Field label={t('location.siteID')} value={String(location.siteID)} />
            <Field label={t('location.address')} value={location.address1} />
            <Field label={t('location.city')} value={location.city} />
            <Field
              label={t('location.latitude')}
              value={location.latitude === null ? '—' : String(location.latitude)}
            />
            <Field
              label={t('location.longitude')}
              value={location.longitude === null ? '—' : String(location.longitude)}
            />
            <Field label={t('location.status')} value={statusText(location.status)} />
          </SimpleGrid>
          {location.latitude !== null && location.longitude !== null ? (
            <Button
              mt="md"
              size="md"
              leftSection={<IconMap size={18} aria-hidden />}
              onClick={() => browser.openExternal(mapsUrl(location.latitude ?? 0, location.longitude ?? 0))}
            >
              {t('location.openMaps')}
            </Button>
          ) : (
            <Text mt="md">{t('location.noCoordinates')}</Text>
          )}
        </Paper>
      )}
      {job && location && <JobReportsSection jobID={job.jobID} locationNumber={number} onlyLocation />}
    </Page>
  );
}
