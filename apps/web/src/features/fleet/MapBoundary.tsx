// A map that fails (its chunk cannot load offline, or Leaflet throws) becomes a note; the list
// above it is outside this boundary and keeps working.
import { Component, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { t } from '../../i18n/messages';

export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Fleet map failed', error instanceof Error ? error.message : error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="gray" role="status">
          {t('fleet.mapFailed')}
        </Alert>
      );
    }
    return this.props.children;
  }
}
