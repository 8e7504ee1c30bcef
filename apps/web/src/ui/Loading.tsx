// A screen's "still loading" line: a small spinner with the words, announced as a status so a
// screen reader hears what is coming. Every screen shows the same one.
import { Group, Loader, Text } from '@mantine/core';

export function Loading({ label }: { label: string }) {
  return (
    <Group role="status" gap="sm">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}
