// INT-3: where the CSV comes from: a chosen file (read as text here, nothing is uploaded) or
// text pasted into the box; both end up as the same text, which the box shows.
import { FileInput, Textarea } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n';

export function CsvSource({
  text,
  disabled,
  onText,
}: {
  text: string;
  disabled: boolean;
  onText: (text: string) => void;
}) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen) void chosen.text().then(onText);
  };
  return (
    <>
      <FileInput
        label={t('imports.file')}
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={choose}
        disabled={disabled}
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
      />
      <Textarea
        label={t('imports.paste')}
        value={text}
        onChange={(event) => {
          setFile(null);
          onText(event.currentTarget.value);
        }}
        disabled={disabled}
        autosize
        minRows={4}
        maxRows={14}
        styles={{ input: { fontFamily: 'monospace' } }}
        spellCheck={false}
      />
    </>
  );
}
