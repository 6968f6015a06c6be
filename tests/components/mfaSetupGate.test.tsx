// MFA_REQUIRED_ROLES: a user who must turn on two-factor login gets, at login, a session good only for the
// setup (the server refuses it every other route, tests/api/mfa.test.ts). The portal sends such a user to
// 'Meu perfil' (/settings) from any screen, and lets a whole session through.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenType } from '../../common/tokenTypes';
import { MFA_SETUP_PATH } from '../../src/authProvider';
import { clearToken, setToken } from '../../src/authProvider/token';
import { MfaSetupGate } from '../../src/features/settings/MfaSetupGate';
import { renderPortal } from '../helpers/renderPortal';

/** A token shaped as the server signs it; the portal reads its `typ` only (the server checks the rest). */
const tokenOf = (typ: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: '1', typ, sid: 3 })].map((part) => btoa(part).replace(/=+$/, '')).join('.') + '.assinatura';

const openAt = (url: string) =>
  renderPortal(
    <MfaSetupGate>
      <p>conteúdo da tela</p>
    </MfaSetupGate>,
    { url },
  );

afterEach(clearToken);

describe('the two-factor setup gate', () => {
  it('sends a session limited to the setup from any screen to Meu perfil, and shows Meu perfil', async () => {
    setToken(tokenOf(TokenType.MfaSetup));
    for (const url of ['/pessoas', '/oportunidades/5', '/auditoria', '/admin']) {
      const harness = openAt(url);
      await waitFor(() => expect(harness.location().pathname).toBe(MFA_SETUP_PATH));
      expect(screen.getByText('conteúdo da tela')).toBeTruthy();
      cleanup();
    }
    expect(MFA_SETUP_PATH).toBe('/settings');
  });

  it('lets a whole session through to the screen asked for', async () => {
    setToken(tokenOf(TokenType.Access));
    const harness = openAt('/pessoas');
    expect(await screen.findByText('conteúdo da tela')).toBeTruthy();
    expect(harness.location().pathname).toBe('/pessoas');
  });
});
