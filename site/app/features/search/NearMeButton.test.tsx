// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@fairway/rules';
import { messagesFor } from '../../i18n/messages.ts';
import { NearMeButton } from './NearMeButton.tsx';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** The browser's geolocation, answering when the test says so. */
function fakeGeolocation() {
  const pending: { ok: Success; fail: Failure; options: PositionOptions | undefined }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((ok: Success, fail: Failure, options?: PositionOptions) => {
      pending.push({ ok, fail, options });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return { geolocation, pending };
}

function withoutGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderButton(locale: Locale = 'es') {
  const Stub = createRoutesStub([
    { path: '/:lang', Component: () => <NearMeButton locale={locale} /> },
    { path: '/:lang/near-me', Component: Where },
  ]);
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <Stub initialEntries={[`/${locale}`]} />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the "Near me" button', () => {
  it('is a link to the near-me page until pressed, and asks for no position before', async () => {
    const { geolocation } = fakeGeolocation();
    renderButton('sv');
    const link = await screen.findByRole('link', { name: 'Nära mig' });
    expect(link.getAttribute('href')).toBe('/sv/near-me');
    expect(link.getAttribute('aria-busy')).toBe('false');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks when pressed by keyboard, says so, and leads to near-me with the rounded position', async () => {
    const { geolocation, pending } = fakeGeolocation();
    renderButton('es');
    const link = await screen.findByRole('link', { name: 'Cerca de mí' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(pending[0]?.options).toMatchObject({ enableHighAccuracy: false });
    const busy = screen.getByRole('link', { name: 'Buscando tu posición…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // A second press while asking asks nothing more.
    await userEvent.click(busy);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    act(() =>
      pending[0]?.ok({
        coords: { latitude: 36.512345, longitude: -4.881999 },
      } as GeolocationPosition),
    );
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/es/near-me?lat=36.51&lon=-4.88',
    );
  });

  it.each([
    [1, 'Tu navegador no nos ha dejado usar tu posición.'],
    [2, 'Tu posición no está disponible en este dispositivo.'],
    [3, 'Encontrar tu posición ha tardado demasiado.'],
  ])('says why no position came (code %i), with a link to the regions', async (code, said) => {
    const { pending } = fakeGeolocation();
    renderButton('es');
    await userEvent.click(await screen.findByRole('link', { name: 'Cerca de mí' }));
    act(() => pending[0]?.fail({ code, message: '' } as GeolocationPositionError));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(said);
    const regions = screen.getByRole('link', { name: 'Elige una región' });
    expect(regions.getAttribute('href')).toBe('/es#regions');
    // The button is back, to try again.
    expect(screen.getByRole('link', { name: 'Cerca de mí' }).getAttribute('aria-busy')).toBe(
      'false',
    );
  });

  it('says the position is unavailable in a browser without geolocation', async () => {
    withoutGeolocation();
    renderButton('en');
    await userEvent.click(await screen.findByRole('link', { name: 'Near me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your position is not available on this device.',
    );
  });
});
