// The Audit area (OFFICE-10): its own routes under /office/audit.
import { Route, Routes } from 'react-router';
import { AuditRecord } from './AuditRecord';

export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditRecord />} />
    </Routes>
  );
}
