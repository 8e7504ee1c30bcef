// The People area (OFFICE-3): its own routes under /office/people.
import { Route, Routes } from 'react-router';
import { PeopleList } from './PeopleList';

export default function PeopleArea() {
  return (
    <Routes>
      <Route index element={<PeopleList />} />
    </Routes>
  );
}
