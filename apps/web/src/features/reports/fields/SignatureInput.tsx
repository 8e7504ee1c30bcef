// REPORT-7: a signature drawn with signature_pad (loaded only when a signature field shows). The
// canvas fills its box's width at the device pixel ratio and keeps the strokes across resizes and
// rotations (signature-surface.ts); 'Clear signature' empties it; an empty pad is no signature.
// The value is the PNG data URL the contract asks for.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { t } from '../../../i18n/messages';
import type { FormContext, SignatureField } from '../form-types';
import { FieldLabel } from './FieldLabel';
import { SignatureSurface } from './signature-surface';
import { TypedSignature, typedSignaturePng } from './TypedSignature';

export const SIGNATURE_HEIGHT = 200;

export function SignatureInput({
  field,
  value,
  onChange,
  context,
}: {
  field: SignatureField;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FormContext;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [surface, setSurface] = useState<SignatureSurface | null>(null);
  const latest = useRef({ onChange, value });
  useEffect(() => {
    latest.current = { onChange, value };
  });

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const canvas = canvasRef.current;
      const container = box.current;
      if (disposed || !canvas || !container) return;
      const pad = new SignaturePad(canvas, { penColor: '#111', backgroundColor: 'rgba(0,0,0,0)' });
      const made = new SignatureSurface(pad, canvas, (next) => latest.current.onChange(next));
      const fit = () =>
        made.resize(container.clientWidth || 300, SIGNATURE_HEIGHT, window.devicePixelRatio || 1);
      fit();
      const stored = latest.current.value;
      if (typeof stored === 'string') made.restore(stored);
      const ended = () => made.strokeEnded();
      pad.addEventListener('endStroke', ended);
      const observer = new ResizeObserver(fit);
      observer.observe(container);
      window.addEventListener('orientationchange', fit);
      setSurface(made);
      cleanup = () => {
        pad.removeEventListener('endStroke', ended);
        observer.disconnect();
        window.removeEventListener('orientationchange', fit);
        pad.off();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, []);

  useEffect(() => surface?.setReadOnly(context.readOnly), [surface, context.readOnly]);

  const error = context.errors.get(field.key);
  const signed = typeof value === 'string' && value !== '';
  return (
    <Stack gap="xs" role="group" aria-labelledby={`${field.key}-label`}>
      <FieldLabel label={field.label} required={field.required} id={`${field.key}-label`} />
      <Text size="sm" c="dimmed" id={`${field.key}-hint`}>
        {field.help ?? t('reports.signHere')}
      </Text>
      <Box
        ref={box}
        bd={`2px ${error ? 'solid var(--mantine-color-red-6)' : 'dashed var(--mantine-color-gray-5)'}`}
        style={{ borderRadius: 8, touchAction: 'none', background: 'var(--mantine-color-body)' }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('reports.signature')}
          aria-describedby={`${field.key}-hint`}
          style={{ display: 'block', width: '100%', height: SIGNATURE_HEIGHT, touchAction: 'none' }}
        />
      </Box>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {signed ? t('reports.signed') : t('reports.notSigned')}
        </Text>
        {!context.readOnly && (
          <Button
            size="lg"
            variant="default"
            leftSection={<IconEraser size={20} aria-hidden />}
            onClick={() => (surface ? surface.clear() : onChange(undefined))}
          >
            {t('reports.clearSignature')}
          </Button>
        )}
      </Group>
      {!context.readOnly && (
        <TypedSignature
          fieldKey={field.key}
          onSign={(name) => {
            const url = typedSignaturePng(name, box.current?.clientWidth || 300, SIGNATURE_HEIGHT);
            if (!url) return;
            surface?.clear();
            surface?.restore(url);
            onChange(url);
          }}
        />
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
