// CREW-1: a crew member signs on the foreman's device to show the punch is his (kiosk). The pad is
// the reports' signature surface (signature_pad, loaded when shown); an empty pad is no signature.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack } from '@mantine/core';
import { t } from '../../i18n/messages';
import { SignatureSurface } from '../reports/fields/signature-surface';

const HEIGHT = 180;

export function KioskSignature({ onChange }: { onChange: (png: string | undefined) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [surface, setSurface] = useState<SignatureSurface | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const canvas = canvasRef.current;
      if (disposed || !canvas || !box.current) return;
      const pad = new SignaturePad(canvas, { penColor: '#111', backgroundColor: 'rgba(0,0,0,0)' });
      const made = new SignatureSurface(pad, canvas, (next) => latest.current(next));
      made.resize(box.current.clientWidth || 300, HEIGHT, window.devicePixelRatio || 1);
      const ended = () => made.strokeEnded();
      pad.addEventListener('endStroke', ended);
      setSurface(made);
      cleanup = () => {
        pad.removeEventListener('endStroke', ended);
        pad.off();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, []);
  return (
    <Stack gap="xs">
      <Box
        ref={box}
        bd="2px dashed var(--mantine-color-gray-5)"
        style={{ borderRadius: 8, touchAction: 'none' }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('crew.kiosk.useSignature')}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none' }}
        />
      </Box>
      <Button size="lg" variant="default" onClick={() => (surface ? surface.clear() : onChange(undefined))}>
        {t('crew.kiosk.clear')}
      </Button>
    </Stack>
  );
}
