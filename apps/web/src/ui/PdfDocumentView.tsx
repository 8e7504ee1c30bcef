// REPORT-4, FILES-2: a PDF drawn with pdf.js (the report viewer and the document viewer), one canvas per page, fitted to the box's width times the zoom,
// sharp at the device pixel ratio. pdf.js and its worker are bundled by Vite (the `?worker`
// import) into chunks of their own, loaded only by the viewer; nothing is fetched from elsewhere.
import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import PdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';
import { t } from '../i18n/messages';

let workerReady = false;
function ensureWorker(): void {
  if (workerReady) return;
  GlobalWorkerOptions.workerPort = new PdfWorker();
  workerReady = true;
}

export interface PdfDocumentViewProps {
  blob: Blob;
  zoom: number;
  onPages: (count: number) => void;
  onError: (error: unknown) => void;
}

export function PdfDocumentView({ blob, zoom, onPages, onError }: PdfDocumentViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPages, onError });
  useEffect(() => {
    callbacks.current = { onPages, onError };
  });

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | null = null;
    async function draw() {
      ensureWorker();
      // No eval: the server's CSP allows scripts from 'self' only.
      doc = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false })
        .promise;
      if (cancelled || !host.current) return;
      callbacks.current.onPages(doc.numPages);
      const box = host.current;
      const width = box.clientWidth || 800;
      const ratio = window.devicePixelRatio || 1;
      const canvases: HTMLCanvasElement[] = [];
      for (let number = 1; number <= doc.numPages; number += 1) {
        const page = await doc.getPage(number);
        if (cancelled) return;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * zoom });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.style.display = 'block';
        canvas.style.margin = '0 auto 12px';
        canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.25)';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('reports.pdfPage', { number }));
        canvases.push(canvas);
        box.replaceChildren(...canvases);
        await page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
      }
    }
    draw().catch((error: unknown) => {
      if (!cancelled) callbacks.current.onError(error);
    });
    return () => {
      cancelled = true;
      void doc?.destroy();
    };
  }, [blob, zoom]);

  return <Box ref={host} style={{ overflow: 'auto' }} data-testid="pdf-pages" />;
}
