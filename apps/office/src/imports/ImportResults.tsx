// INT-3: what a check (dry run) or an import answered, line by line: the row's id in the other
// system, its outcome, and its errors per field. Lines with errors come first; a very long file
// shows its first lines only (the counts are of every line).
import { Badge, Stack, Table, Text } from '@mantine/core';
import type { UpsertOutcome } from '@fieldops/contract';
import { useT } from '../i18n/i18n';
import type { SentRows } from './send-rows';

const SHOWN_MAX = 1_000;
// Outline badges, text on white at 6:1 or more (WCAG AA for their small text; as jobs' status).
const COLOUR: Record<UpsertOutcome, string> = {
  created: '#237032',
  updated: '#1c4f8f',
  unchanged: '#495057',
  invalid: '#a61e1e',
};

export function ImportResults({ sent }: { sent: SentRows }) {
  const { t } = useT();
  const outcomeText = (outcome: UpsertOutcome) =>
    outcome === 'invalid' || !sent.dryRun ? t(`imports.outcome.${outcome}`) : t(`imports.wouldBe.${outcome}`);
  const ordered = [...sent.results].sort(
    (a, b) => Number(b.outcome === 'invalid') - Number(a.outcome === 'invalid') || a.line - b.line,
  );
  const shown = ordered.slice(0, SHOWN_MAX);
  const caption = t(sent.dryRun ? 'imports.checkResults' : 'imports.importResults');
  return (
    <Stack gap="xs">
      <Text role="status" fw={500}>
        {t(sent.dryRun ? 'imports.checked' : 'imports.imported', sent.counts)}
      </Text>
      {shown.length < ordered.length && (
        <Text size="sm">{t('imports.shown', { shown: shown.length, total: ordered.length })}</Text>
      )}
      <Table.ScrollContainer minWidth={600} maxHeight={480}>
        <Table stickyHeader striped aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.line')}</Table.Th>
              <Table.Th scope="col">{t('imports.key')}</Table.Th>
              <Table.Th scope="col">{t('imports.outcome')}</Table.Th>
              <Table.Th scope="col">{t('imports.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((result) => (
              <Table.Tr key={result.line}>
                <Table.Td>{result.line}</Table.Td>
                <Table.Td>{result.key}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={COLOUR[result.outcome]}>
                    {outcomeText(result.outcome)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {result.errors.map((error) => (
                    <Text key={`${error.field}:${error.message}`} size="sm">
                      {error.field}: {error.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
