// OFFICE-9: a job's photos by day, oldest first: the device's own date heads each day, and each
// photo shows its time (as the device recorded it) and whether it is on the map.
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfficeJobPhoto } from '@fieldops/contract';
import { useT } from '../i18n/i18n';
import { withSession } from '../reports/report-links';

export interface PhotoTimelineProps {
  photos: readonly OfficeJobPhoto[];
  selected: string | null;
  label: (photo: OfficeJobPhoto) => string;
  onSelect: (photo: OfficeJobPhoto) => void;
}

/** Days in order, each with its photos (already oldest first from the server). */
export function byDay(photos: readonly OfficeJobPhoto[]): [string, OfficeJobPhoto[]][] {
  const days = new Map<string, OfficeJobPhoto[]>();
  for (const photo of photos) days.set(photo.day, [...(days.get(photo.day) ?? []), photo]);
  return [...days.entries()];
}

export function PhotoTimeline({ photos, selected, label, onSelect }: PhotoTimelineProps) {
  const { t, locale } = useT();
  const dayName = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Stack component="ol" aria-label={t('photos.timelineLabel')} style={{ listStyle: 'none', padding: 0 }}>
      {byDay(photos).map(([day, dayPhotos]) => (
        <Stack component="li" key={day} gap="xs" aria-label={dayName(day)}>
          <Title order={3}>{dayName(day)}</Title>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {dayPhotos.map((photo) => (
              <Card
                key={photo.referenceCode}
                withBorder
                padding="xs"
                component="button"
                type="button"
                aria-pressed={selected === photo.referenceCode}
                onClick={() => onSelect(photo)}
                style={selected === photo.referenceCode ? { outline: '3px solid #1c7ed6' } : undefined}
              >
                <Image src={withSession(photo.url)} alt={label(photo)} h={120} fit="cover" />
                <Text size="sm">{label(photo)}</Text>
                {photo.latitude === null && (
                  <Text size="xs" c="dimmed">
                    {t('photos.noPosition')}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
