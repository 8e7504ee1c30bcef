// REPORT-3: the report screens of spec §2. All four are the one renderer with a template: the
// three named screens with the demo company's templates, the dynamic one with `?template=`.
import { ReportScreen } from './ReportScreen';

export function DynamicReportPage() {
  return <ReportScreen titleKey="page.dynamicReport" />;
}

export function CbillingReportPage() {
  return <ReportScreen templateName="cbilling" titleKey="page.cbillingReport" />;
}

export function ConstructCompletePage() {
  return <ReportScreen templateName="construct-complete" titleKey="page.constructComplete" />;
}

export function GenericReportPage() {
  return <ReportScreen templateName="generic" titleKey="page.reportGeneric" />;
}
