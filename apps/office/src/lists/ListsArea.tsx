// The Lists area (OFFICE-5): its own routes under /office/lists.
import { Route, Routes } from 'react-router';
import { ListEditor } from './ListEditor';

export default function ListsArea() {
  return (
    <Routes>
      <Route index element={<ListEditor />} />
    </Routes>
  );
}
