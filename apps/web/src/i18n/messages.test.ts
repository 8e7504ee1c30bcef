import { describe, expect, it } from 'vitest';
import { en, t } from './messages';

describe('message catalogue', () => {
  it('[AUTH-7] holds the sign-in messages exactly as the spec spells them and fills {host}', () => {
    expect(t('auth.begun')).toBe('Authentication process has begun');
    expect(t('auth.authenticating', { host: 'accounts.google.com' })).toBe(
      'Authenticating with accounts.google.com',
    );
    expect(t('auth.success')).toBe('Autentication Success!');
    expect(t('auth.failed', { host: 'idp.example.com' })).toBe('Failed to authenticate with idp.example.com');
    // Only logged, so never in the catalogue of shown text.
    expect(Object.values(en)).not.toContain('Google Authentication Failed');
  });

  it('[SHELL-5] [SHELL-6] holds the shell texts of the spec', () => {
    expect([t('splash.loading'), t('network.offlineBanner'), t('network.offlineToast')]).toEqual([
      'Loading...',
      'Network is offline',
      'NETWORK IS OFFLINE!',
    ]);
    expect([t('update.title'), t('update.message'), t('update.no'), t('update.yes')]).toEqual([
      'Update App',
      'A new version is available. Update now?',
      'No',
      'Yes',
    ]);
  });

  it('leaves an unknown placeholder visible instead of dropping it', () => {
    expect(t('auth.failed')).toBe('Failed to authenticate with {host}');
  });
});
