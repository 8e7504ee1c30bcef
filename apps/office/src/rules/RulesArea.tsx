// The Rules area (OFFICE-6): its own routes under /office/rules.
import { Route, Routes } from 'react-router';
import { RuleSets } from './RuleSets';

export default function RulesArea() {
  return (
    <Routes>
      <Route index element={<RuleSets />} />
    </Routes>
  );
}
