// The Reports area (OFFICE-7): the inbox under /office/reports, one report under /office/reports/<id>.
import { Route, Routes, useNavigate } from 'react-router';
import { ReportDetail } from './ReportDetail';
import { ReportInbox } from './ReportInbox';

export default function ReportsArea() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route index element={<ReportInbox onOpen={(report) => void navigate(`${report.reportID}`)} />} />
      <Route path=":reportID" element={<ReportDetail />} />
    </Routes>
  );
}
