// OFFICE-6: a rule set being drafted: its date and figures, then the preview on a past week, then
// save. Any change to the draft hides the preview, so what is saved is what was previewed.
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import type { NewRuleSet } from '@fieldops/contract';
import { useState } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { RulePreviewPanel } from './RulePreviewPanel';

interface Props {
  draft: NewRuleSet;
  mayAdd: boolean;
  onChange: (draft: NewRuleSet) => void;
  onCancel: () => void;
  onSaved: () => void;
}

type NumberField =
  'dailyOvertimeAfterHours' | 'weeklyOvertimeAfterHours' | 'lunchAfterHours' | 'lunchMinutes';
const NUMBER_FIELDS: readonly NumberField[] = [
  'dailyOvertimeAfterHours',
  'weeklyOvertimeAfterHours',
  'lunchAfterHours',
  'lunchMinutes',
];

export function RuleSetDraft({ draft, mayAdd, onChange, onCancel, onSaved }: Props) {
  const { t } = useT();
  const [previewed, setPreviewed] = useState<NewRuleSet | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: NewRuleSet) => {
    setPreviewed(null);
    onChange(next);
  };
  const number = (value: string | number) => (typeof value === 'number' ? value : Number(value));
  const save = async () => {
    setSaving(true);
    const result = await officeCall('officeAddRuleSet', { body: draft });
    setSaving(false);
    if (result.ok) onSaved();
    else setFailure(result.failure);
  };
  return (
    <Stack>
      <Title order={3}>{t('rules.draftTitle')}</Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('rules.effectiveFrom')}
          value={draft.effectiveFrom}
          onChange={(e) =>
            e.currentTarget.value && change({ ...draft, effectiveFrom: e.currentTarget.value })
          }
        />
        {NUMBER_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(`rules.field.${field}`)}
            value={draft[field]}
            min={0}
            onChange={(value) => change({ ...draft, [field]: number(value) })}
            w={180}
          />
        ))}
        <NumberInput
          label={t('rules.perDiemFlagged')}
          value={draft.subsistence.flaggedJobAmountPerDay}
          min={0}
          decimalScale={2}
          onChange={(value) =>
            change({ ...draft, subsistence: { ...draft.subsistence, flaggedJobAmountPerDay: number(value) } })
          }
          w={180}
        />
        <NumberInput
          label={t('rules.perDiemMinimumHours')}
          value={draft.subsistence.minimumPaidHours}
          min={0}
          onChange={(value) =>
            change({ ...draft, subsistence: { ...draft.subsistence, minimumPaidHours: number(value) } })
          }
          w={180}
        />
      </Group>
      <RulePreviewPanel draft={draft} onPreviewed={setPreviewed} />
      {failure && <Failure failure={failure} />}
      <Group>
        {mayAdd && (
          <Button disabled={previewed !== draft} loading={saving} onClick={() => void save()}>
            {t(previewed === draft ? 'rules.save' : 'rules.saveAfterPreview')}
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          {t('rules.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
