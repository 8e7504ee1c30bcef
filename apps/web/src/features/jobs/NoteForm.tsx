// JOB-3: adding a note: a type from the 'noteTypes' option list and the text (required). Saved on
// the device at once through the addComment action; the queue sends it when it can. A save that
// fails (FIELD-7: a full disk) keeps the text and says why; this form is the one to say it.
import { type FormEvent, useState } from 'react';
import { Alert, Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { NOTE_TYPES_LIST } from '@fieldops/contract';
import { isQuotaError, useOptionList } from '../../db';
import { t } from '../../i18n/messages';
import { optionLabel } from '../../i18n/template-text';
import { addComment } from '../../queue/actions';
import { FormActions } from '../../ui/FormActions';

export function NoteForm({ jobID, onAdded }: { jobID: number; onAdded?: () => void }) {
  const options = useOptionList(NOTE_TYPES_LIST);
  const [chosenType, setNoteType] = useState('');
  // The first type is the default as soon as the list is known.
  const noteType = chosenType || options?.[0]?.value || '';
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ text?: string; type?: string; save?: string }>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      text: text.trim() ? undefined : t('notes.textRequired'),
      type: noteType.trim() ? undefined : t('notes.typeRequired'),
    };
    setErrors(next);
    if (next.text || next.type) return;
    setSaving(true);
    try {
      const result = await addComment(jobID, noteType.trim(), text);
      if (result.ok) {
        // Clear only the text that was sent: the foreman may already be typing the next note
        // while this one was being saved, and that must never be wiped.
        setText((current) => (current === text ? '' : current));
        onAdded?.();
      } else setErrors({ text: t('notes.textRequired') });
    } catch (error) {
      console.error('Note not saved', error instanceof Error ? error.message : error);
      setErrors({ save: t(isQuotaError(error) ? 'storage.fullNothingSaved' : 'storage.failed') });
    } finally {
      setSaving(false);
    }
  }

  const hasOptions = options !== undefined && options.length > 0;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {hasOptions ? (
          <Select
            label={t('notes.type')}
            data={options.map((o) => ({ value: o.value, label: optionLabel(o) }))}
            value={noteType || null}
            onChange={(value) => setNoteType(value ?? '')}
            allowDeselect={false}
            error={errors.type}
            required
          />
        ) : (
          <TextInput
            label={t('notes.type')}
            description={t('notes.noTypes')}
            value={noteType}
            onChange={(e) => setNoteType(e.currentTarget.value)}
            error={errors.type}
            required
          />
        )}
        <Textarea
          label={t('notes.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.text}
          rows={3}
          required
        />
        {errors.save && (
          <Alert color="red" role="alert">
            {errors.save}
          </Alert>
        )}
        {/* UX-3: on a phone the note's button waits at the bottom edge, where the thumb is. */}
        <FormActions>
          <Button type="submit" size="lg" loading={saving}>
            {t('notes.add')}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
