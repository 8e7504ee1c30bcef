// The report templates area (OFFICE-4): the list, and one template's editor under /templates/<key>.
import { Route, Routes, useNavigate } from 'react-router';
import { TemplateEditorPage } from './TemplateEditorPage';
import { TemplateList } from './TemplateList';

export default function TemplatesArea() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route index element={<TemplateList onOpen={(name) => void navigate(`/templates/${name}`)} />} />
      <Route path=":name" element={<TemplateEditorPage />} />
    </Routes>
  );
}
