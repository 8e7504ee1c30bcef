// OFFICE-4: a template's editor: its name, its fields (kind, key, labels in English and Spanish,
// required, options, condition, line-item columns) with add, remove and reorder; the phone's
// preview beside them; save the draft; publish it with a confirm. Issues (the contract's check
// here, the server's on save) show at their field.
import { Alert, Button, Grid, Group, Menu, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { OfficeTemplate, TemplateIssue } from '@fieldops/contract';
import { useMemo, useState } from 'react';
import { officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { useFailureText } from '../ui/states';
import { type DraftField, FIELD_KINDS, checkDraft, moved, newField } from './draft-fields';
import { FieldEditor } from './FieldEditor';
import { PhonePreview } from './PhonePreview';

export interface TemplateEditorProps {
  name: string;
  /** null: a key not used yet. */
  opened: OfficeTemplate | null;
  onChanged: () => void;
}

const issuesOf = (details: unknown): TemplateIssue[] =>
  Array.isArray(details) ? (details as TemplateIssue[]).filter((d) => typeof d?.index === 'number') : [];

export function TemplateEditor({ name, opened, onChanged }: TemplateEditorProps) {
  const { t, locale } = useT();
  const failureText = useFailureText();
  const start = opened?.draft ?? opened?.published ?? null;
  const [reportName, setReportName] = useState(opened?.draft?.reportName ?? opened?.reportName ?? '');
  const [fields, setFields] = useState<DraftField[]>(() => (start?.fields ?? []) as DraftField[]);
  const [serverIssues, setServerIssues] = useState<TemplateIssue[]>([]);
  const [draftSaved, setDraftSaved] = useState(opened?.draft !== null && opened?.draft !== undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const localIssues = useMemo(() => checkDraft(fields), [fields]);
  const [tried, setTried] = useState(false);
  const issues = tried ? [...serverIssues, ...localIssues] : serverIssues;
  const nextVersion = (opened?.currentVersion ?? 0) + 1;

  const change = (next: DraftField[]) => {
    setFields(next);
    setDraftSaved(false);
    setServerIssues([]);
  };

  async function saveDraft(): Promise<boolean> {
    setTried(true);
    setProblem(null);
    if (localIssues.length > 0 || reportName.trim() === '') {
      setProblem(t('templates.problems', { count: Math.max(1, localIssues.length) }));
      return false;
    }
    setBusy(true);
    const result = await officeCall('officeSaveTemplateDraft', {
      params: { name },
      body: { reportName, fields },
    });
    setBusy(false);
    if (!result.ok) {
      const found = result.failure.kind === 'refused' ? issuesOf(result.failure.details) : [];
      setServerIssues(found);
      setProblem(
        found.length > 0 ? t('templates.problems', { count: found.length }) : failureText(result.failure),
      );
      return false;
    }
    setDraftSaved(true);
    notifications.show({ message: t('templates.saved'), color: 'green' });
    return true;
  }

  async function publish() {
    const result = await officeCall('officePublishTemplate', { params: { name } });
    if (!result.ok) {
      setProblem(failureText(result.failure));
      return;
    }
    notifications.show({
      message: t('templates.published', { version: result.value.currentVersion ?? nextVersion }),
      color: 'green',
    });
    onChanged();
  }

  const askPublish = () =>
    modals.openConfirmModal({
      title: t('templates.publishTitle', { version: nextVersion }),
      children: <Text size="sm">{t('templates.publishBody', { version: nextVersion })}</Text>,
      labels: {
        confirm: t('templates.publishConfirm', { version: nextVersion }),
        cancel: t('templates.cancel'),
      },
      onConfirm: () => void publish(),
    });

  return (
    <Stack>
      <Title order={1}>{reportName || name}</Title>
      {opened && opened.versions.length > 0 && (
        <Stack gap={2}>
          <Text fw={600}>{t('templates.versionsOf')}</Text>
          {opened.versions.map((v) => (
            <Text size="sm" key={v.version}>
              {t('templates.versionLine', {
                version: v.version,
                time: new Date(v.publishedAt).toLocaleString(locale),
                by: v.publishedBy?.name ?? t('templates.shipped'),
              })}
            </Text>
          ))}
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <TextInput
              label={t('templates.reportName')}
              required
              value={reportName}
              onChange={(e) => {
                setReportName(e.currentTarget.value);
                setDraftSaved(false);
              }}
            />
            <Title order={2}>{t('templates.fields')}</Title>
            {fields.map((field, index) => (
              <FieldEditor
                key={index}
                field={field}
                number={index + 1}
                earlier={fields.slice(0, index)}
                issues={issues.filter((i) => i.index === index)}
                onChange={(next) => change(fields.map((f, at) => (at === index ? next : f)))}
                onMove={(by) => change(moved(fields, index, index + by))}
                onRemove={() => change(fields.filter((_, at) => at !== index))}
                first={index === 0}
                last={index === fields.length - 1}
              />
            ))}
            <Menu>
              <Menu.Target>
                <Button variant="light" leftSection={<IconPlus aria-hidden />}>
                  {t('templates.addField')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {FIELD_KINDS.map((kind) => (
                  <Menu.Item
                    key={kind}
                    onClick={() =>
                      change([
                        ...fields,
                        newField(
                          kind,
                          fields.map((f) => f.key),
                        ),
                      ])
                    }
                  >
                    {t(`templates.kind.${kind}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Group>
              <Button onClick={() => void saveDraft()} loading={busy}>
                {t('templates.saveDraft')}
              </Button>
              <Button
                variant="outline"
                disabled={!draftSaved}
                title={draftSaved ? undefined : t('templates.saveFirst')}
                onClick={askPublish}
              >
                {t('templates.publish')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PhonePreview reportName={reportName} fields={fields} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
