import { fireEvent, render, screen } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { siteState } from '@/lib/site';
import enErrors from '@/locales/en/errors.json';
import { siteInfoFixture } from '../../../tests/unit/support/site-info';
import { BetRecordLink } from './BetRecordLink';
import { ToastHost } from './toast';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

beforeAll(async () => {
  translator.start('en', { errors: enErrors });
});

afterEach(() => {
  navigate.mockReset();
  clearSession();
});

function tap(order?: string) {
  render(
    <>
      <BetRecordLink order={order}>Bet record</BetRecordLink>
      <ToastHost />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Bet record' }));
}

const logIn = () => setSession({ token: 't'.repeat(32), merchantCode: 'TALA', userName: 'someone', type: 0, firstTimeLogin: false });

describe('the bet-record entry', () => {
  it('sends a visitor to log in, coming back to the bet records', () => {
    siteState.info = siteInfoFixture({ whitelabel: { TRANSBETREPMEM3: true } });
    tap();
    expect(navigate).toHaveBeenCalledWith({ to: '/m/login', search: { redirect: '/m/gameRecord' } });
  });

  it('opens /m/gameRecord for a member when the site has bet records on', () => {
    logIn();
    siteState.info = siteInfoFixture({ whitelabel: { TRANSBETREPMEM3: true } });
    tap();
    expect(navigate).toHaveBeenCalledWith({ to: '/m/gameRecord' });
  });

  it("opens a ticket just bought at its order in today's records", () => {
    logIn();
    siteState.info = siteInfoFixture({ whitelabel: { TRANSBETREPMEM3: true } });
    tap('5f0c1e9a-1111-4222-8333-444455556666');
    expect(navigate).toHaveBeenCalledWith({
      to: '/m/gameRecord',
      search: { range: 'today', order: '5f0c1e9a-1111-4222-8333-444455556666' },
    });
  });

  it('asks the member to contact customer service when bet records are off', async () => {
    logIn();
    siteState.info = siteInfoFixture({ whitelabel: { TRANSBETREPMEM3: false } });
    tap();
    expect(navigate).not.toHaveBeenCalled();
    expect(await screen.findByText(enErrors.codes.contactService)).toBeTruthy();
  });
});
