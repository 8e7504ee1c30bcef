// OFFICE-4: one template opened for editing: its draft if one waits, else its published fields; a
// key not used yet starts an empty template.
import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { TemplateEditor } from './TemplateEditor';

export function TemplateEditorPage() {
  const { t } = useT();
  const name = useParams().name ?? '';
  const template = useCall('officeReportTemplate', { params: { name } });
  const isNew =
    template.status === 'failed' && template.failure.kind === 'refused' && template.failure.status === 404;
  return (
    <Stack>
      <Anchor component={Link} to="/templates">
        {t('templates.back')}
      </Anchor>
      {template.status === 'loading' && <Loading />}
      {template.status === 'failed' && !isNew && (
        <Failure failure={template.failure} onRetry={template.reload} />
      )}
      {(template.status === 'done' || isNew) && (
        <TemplateEditor
          key={template.status === 'done' ? `${name} ${template.value.currentVersion}` : name}
          name={name}
          opened={template.status === 'done' ? template.value : null}
          onChanged={template.reload}
        />
      )}
    </Stack>
  );
}
