// UX-2: a signature without drawing. Someone on a keyboard, a switch or a screen reader cannot
// trace a name on the pad, so the name typed here is drawn into the same PNG the pad makes
// (REPORT-7's value stays a PNG data URL; the PDF shows it like a drawn one).
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { t } from '../../../i18n/messages';

/** The typed name as a signature-like PNG of `width` × `height` CSS pixels. */
export function typedSignaturePng(name: string, width: number, height: number): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.fillStyle = '#111';
  context.font = `italic ${Math.round(height / 4)}px "Brush Script MT", "Segoe Script", cursive, serif`;
  context.textBaseline = 'middle';
  context.fillText(name, 16, height / 2, width - 32);
  return canvas.toDataURL('image/png');
}

export function TypedSignature({ fieldKey, onSign }: { fieldKey: string; onSign: (name: string) => void }) {
  const [name, setName] = useState('');
  const sign = () => {
    if (name.trim()) onSign(name.trim());
  };
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        id={`${fieldKey}-typed`}
        label={t('reports.typedSignature')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter signs here rather than submitting the whole report half-signed.
          if (event.key === 'Enter') {
            event.preventDefault();
            sign();
          }
        }}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button variant="default" onClick={sign} disabled={!name.trim()}>
        {t('reports.signTyped')}
      </Button>
    </Group>
  );
}
