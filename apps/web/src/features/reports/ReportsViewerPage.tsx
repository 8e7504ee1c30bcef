// REPORT-4, REPORT-8: the reports viewer (`?jobID=&referenceCode=&template=`). It shows a loading
// overlay while the PDF loads (from the server when online, else the copy kept on the device),
// then the pages with their count, zoom, and download or share. When there is no PDF to show it
// says 'error trying to load report', and beside it why (UX-3): offline and never opened here, the
// server's reason, or no answer (sync/pdf-unavailable-reason.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconShare, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { t } from '../../i18n/messages';
import { networkStatus } from '../../platform/network-status';
import { type ReportPdf, loadReportPdf } from '../../sync/report-pdf';
import { Loading } from '../../ui/Loading';
import { pdfUnavailableReason } from '../../sync/pdf-unavailable-reason';
import { Page } from '../../ui/Page';
import { loadingOverlay } from '../../ui/loading-overlay';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { useReportFileName } from './useReportFileName';

const PdfDocumentView = lazy(async () => ({
  default: (await import('../../ui/PdfDocumentView')).PdfDocumentView,
}));

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
let overlayRun = 0;

type ViewerState =
  | { status: 'loading' }
  | { status: 'ready'; pdf: ReportPdf }
  | { status: 'error'; reason?: string | undefined };

function usePdf(jobID: number, referenceCode: string, template: string): ViewerState {
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const overlay = `report-pdf-${(overlayRun += 1)}`;
    void loadingOverlay.show(overlay, t('reports.pdfLoading'));
    const online = networkStatus.getSnapshot();
    loadReportPdf({ jobID, referenceCode, template }, online)
      .then(
        (pdf) => live && setState({ status: 'ready', pdf }),
        (error: unknown) => {
          console.error('Report PDF not loaded', error instanceof Error ? error.message : error);
          if (live) setState({ status: 'error', reason: pdfUnavailableReason(error, online) });
        },
      )
      .finally(() => loadingOverlay.hide(overlay).catch((error: unknown) => console.error(error)));
    return () => {
      live = false;
    };
  }, [jobID, referenceCode, template]);
  return state;
}

function PdfViewer({ pdf, fileName }: { pdf: ReportPdf; fileName: string }) {
  const [zoomIndex, setZoomIndex] = useState(2);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const url = useObjectUrl(pdf.blob);
  const file = new File([pdf.blob], fileName, { type: 'application/pdf' });
  const canShare = typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  const zoom = ZOOMS[zoomIndex] ?? 1;
  if (failed) return <ErrorText />;
  return (
    <>
      {pdf.source === 'device' && <Alert color="gray">{t('reports.offlineCopy')}</Alert>}
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {pages === null
            ? ''
            : pages === 1
              ? t('reports.pdfOnePage')
              : t('reports.pdfPages', { count: pages })}
        </Text>
        <Group gap="xs">
          <Button
            size="md"
            variant="default"
            aria-label={t('reports.zoomOut')}
            disabled={zoomIndex === 0}
            onClick={() => setZoomIndex((i) => i - 1)}
          >
            <IconZoomOut aria-hidden />
          </Button>
          <Text aria-live="polite">{t('reports.zoom', { percent: Math.round(zoom * 100) })}</Text>
          <Button
            size="md"
            variant="default"
            aria-label={t('reports.zoomIn')}
            disabled={zoomIndex === ZOOMS.length - 1}
            onClick={() => setZoomIndex((i) => i + 1)}
          >
            <IconZoomIn aria-hidden />
          </Button>
          <Button
            size="md"
            component="a"
            href={url}
            download={fileName}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('reports.download')}
          </Button>
          {canShare && (
            <Button
              size="md"
              variant="light"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() => void navigator.share({ files: [file] }).catch(() => undefined)}
            >
              {t('reports.share')}
            </Button>
          )}
        </Group>
      </Group>
      <Suspense fallback={<Loading label={t('reports.pdfLoading')} />}>
        <PdfDocumentView
          blob={pdf.blob}
          zoom={zoom}
          onPages={setPages}
          onError={(error) => {
            console.error('Report PDF not drawn', error instanceof Error ? error.message : error);
            setFailed(true);
          }}
        />
      </Suspense>
    </>
  );
}

function ErrorText({ reason }: { reason?: string | undefined }) {
  return (
    <Alert color="red" role="alert">
      <Text>{t('reports.loadError')}</Text>
      {reason && <Text size="sm">{reason}</Text>}
    </Alert>
  );
}

function Viewer({
  jobID,
  referenceCode,
  template,
}: {
  jobID: number;
  referenceCode: string;
  template: string;
}) {
  const state = usePdf(jobID, referenceCode, template);
  const fileName = useReportFileName(jobID, template, referenceCode);
  if (state.status === 'loading') return <Loading label={t('reports.pdfLoading')} />;
  if (state.status === 'error') return <ErrorText reason={state.reason} />;
  return <PdfViewer pdf={state.pdf} fileName={fileName} />;
}

export function ReportsViewerPage() {
  const [params] = useSearchParams();
  const jobID = Number(params.get('jobID') ?? params.get('id'));
  const referenceCode = params.get('referenceCode') ?? '';
  const template = params.get('template') ?? '';
  const valid = Number.isSafeInteger(jobID) && jobID > 0 && referenceCode !== '' && template !== '';
  return (
    <Page title={t('page.reportsViewer')}>
      {valid ? (
        <Viewer
          key={`${jobID}/${template}/${referenceCode}`}
          jobID={jobID}
          referenceCode={referenceCode}
          template={template}
        />
      ) : (
        <>
          <ErrorText />
          <Text>{t('reports.pdfMissing')}</Text>
        </>
      )}
    </Page>
  );
}
