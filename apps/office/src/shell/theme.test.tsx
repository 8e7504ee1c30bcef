// The console's theme names Mantine's close buttons in the console's language: a confirm dialog's ×
// was a nameless button (axe: button-name, critical) that a screen reader announced as "button".
import { MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './theme';

describe('console theme', () => {
  it('[OFFICE-1] a dialog’s close button is named in the console’s language', async () => {
    render(
      <MantineProvider theme={consoleTheme('Cerrar')} env="test">
        <Modal opened onClose={() => undefined} title="Desactivar a Carlos Crew">
          ¿Seguro?
        </Modal>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
