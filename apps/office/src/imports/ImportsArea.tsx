// INT-3 (issue 30 item 3): the console imports jobs, people, option lists and equipment from CSV.
// The file is read here, in the browser, into the upsert calls' rows; "Check" sends them as a dry
// run and shows every line's outcome or errors, writing nothing; "Import" is possible only after a
// check of this same file found no errors at all (docs/decisions/integration.md), then shows what
// was written. Changing the kind or the text asks for a new check.
import { Anchor, Button, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { calls } from '@fieldops/contract';
import { useContext, useMemo, useState } from 'react';
import type { CallFailure } from '../api/office-call';
import { MeContext, mayUse } from '../auth/me';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { csvLine } from './csv';
import { csvRows } from './csv-rows';
import { CsvErrors } from './CsvErrors';
import { CsvSource } from './CsvSource';
import { IMPORT_KINDS, type ImportKind, importKinds } from './import-kinds';
import { ImportResults } from './ImportResults';
import { type SentRows, sendRows } from './send-rows';

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; dryRun: boolean; sent: number; total: number }
  | { step: 'done'; sent: SentRows }
  | { step: 'failed'; failure: CallFailure; dryRun: boolean; sent: number; total: number };

const templateHref = (kind: ImportKind) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${csvLine(importKinds[kind].columns.map((c) => c.name))}\r\n`)}`;

export default function ImportsArea() {
  const { t } = useT();
  const me = useContext(MeContext);
  // The kinds this person's office roles may import (the server checks every call again).
  const kinds = IMPORT_KINDS.filter((k) => !me || mayUse(me, calls[importKinds[k].call].office));
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'jobs');
  const [text, setText] = useState('');
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const made = useMemo(() => (text.trim() === '' ? null : csvRows(kind, text)), [kind, text]);
  const sending = stage.step === 'sending';
  const checkedClean =
    stage.step === 'done' &&
    stage.sent.dryRun &&
    stage.sent.counts.invalid === 0 &&
    made?.errors.length === 0;

  const changeSource = (nextKind: ImportKind, nextText: string) => {
    setKind(nextKind);
    setText(nextText);
    setStage({ step: 'idle' });
  };
  const send = async (dryRun: boolean) => {
    if (!made || made.rows.length === 0) return;
    const total = made.rows.length;
    setStage({ step: 'sending', dryRun, sent: 0, total });
    const answer = await sendRows(importKinds[kind], made.rows, dryRun, (sent) =>
      setStage({ step: 'sending', dryRun, sent, total }),
    );
    setStage(
      answer.ok
        ? { step: 'done', sent: answer.sent }
        : { step: 'failed', failure: answer.failure, dryRun, sent: answer.sentRows, total },
    );
  };
  const columns = importKinds[kind].columns.map((c) => `${c.name}${c.required ? '*' : ''}`).join(', ');

  return (
    <Stack maw={1100}>
      <Title order={2}>{t('imports.title')}</Title>
      <Text size="sm">{t('imports.intro')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="imports-kind-label">
          {t('imports.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="imports-kind-label"
          value={kind}
          disabled={sending}
          onChange={(next) => changeSource(kinds.find((k) => k === next) ?? kind, text)}
          data={kinds.map((value) => ({ value, label: t(`imports.kind.${value}`) }))}
        />
      </Stack>
      <Text size="sm">{t('imports.columns', { columns })}</Text>
      <Text size="sm">{t('imports.cells')}</Text>
      <Anchor href={templateHref(kind)} download={`fieldops-${kind}.csv`} size="sm">
        {t('imports.template', { kind: t(`imports.kind.${kind}`) })}
      </Anchor>
      <CsvSource text={text} disabled={sending} onText={(next) => changeSource(kind, next)} />
      {made && <CsvErrors errors={made.errors} />}
      {made && made.rows.length > 0 && stage.step === 'idle' && (
        <Text size="sm">{t('imports.rowsReady', { count: made.rows.length })}</Text>
      )}
      <Group>
        <Button onClick={() => void send(true)} disabled={!made || made.rows.length === 0} loading={sending}>
          {t('imports.check')}
        </Button>
        <Button
          onClick={() => void send(false)}
          disabled={!checkedClean || sending}
          aria-describedby="imports-hint"
        >
          {t('imports.import')}
        </Button>
        <Text size="xs" id="imports-hint">
          {t('imports.importHint')}
        </Text>
      </Group>
      {(stage.step === 'sending' || stage.step === 'failed') && (
        <Stack gap={4}>
          <Text size="sm" role={stage.step === 'sending' ? 'status' : undefined}>
            {t('imports.sending', { sent: stage.sent, total: stage.total })}
          </Text>
          <Progress value={(100 * stage.sent) / stage.total} aria-label={t('imports.progress')} />
        </Stack>
      )}
      {stage.step === 'failed' && (
        <Stack gap={4}>
          {!stage.dryRun && stage.sent > 0 && (
            <Text size="sm">{t('imports.failedPart', { sent: stage.sent, total: stage.total })}</Text>
          )}
          <Failure failure={stage.failure} onRetry={() => void send(stage.dryRun)} />
        </Stack>
      )}
      {stage.step === 'done' && <ImportResults sent={stage.sent} />}
    </Stack>
  );
}
