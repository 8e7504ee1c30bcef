// The day's shift start and end (24-hour times) with its save button.
import { Button, Group } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { t } from '../../i18n/messages';
import { FormActions } from '../../ui/FormActions';
import type { DayEditor } from './useDayEditor';

export function ShiftFields({ editor, onSave }: { editor: DayEditor; onSave: () => void }) {
  const { draft, readOnly } = editor;
  if (!draft) return null;
  return (
    <Group align="end" wrap="wrap">
      <TimeInput
        label={t('ts.field.shiftStart')}
        size="lg"
        value={draft.shiftStart}
        readOnly={readOnly}
        onChange={(e) => editor.change({ ...draft, shiftStart: e.currentTarget.value })}
      />
      <TimeInput
        label={t('ts.field.shiftEnd')}
        size="lg"
        value={draft.shiftEnd}
        readOnly={readOnly}
        onChange={(e) => editor.change({ ...draft, shiftEnd: e.currentTarget.value })}
      />
      {!readOnly && (
        // Beside the times on a wide screen; the bar at the bottom edge on a phone (UX-3).
        <FormActions>
          <Button size="lg" onClick={onSave} disabled={!editor.dirty}>
            {t('ts.saveDay')}
          </Button>
        </FormActions>
      )}
    </Group>
  );
}
