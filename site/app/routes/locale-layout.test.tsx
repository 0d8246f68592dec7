// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import {
  createRoutesStub,
  RouterContextProvider,
  useLocation,
  useOutletContext,
} from 'react-router';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useConfirm } from '@fairway/design-system';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ErrorPage } from '../platform/rendering/ErrorPage.tsx';
import type { LayoutOutlet } from '../platform/rendering/layout-outlet.ts';
import { deferredPartsHydrated } from '../platform/rendering/deferred.tsx';
import { EMPTY_CART } from '../features/cart/cart.ts';
import { messagesFor } from '../i18n/messages.ts';
import LocaleLayout, { middleware } from './locale-layout.tsx';

// jsdom has no layout, so scrolling is observed rather than performed.
const scrollTo = vi.fn();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollTo.mockReset();
});

function renderAt(
  path: string,
  locale: 'en' | 'es' = 'en',
  homeLoader?: () => unknown,
  Home: () => ReactNode = () => <p>home page</p>,
  layoutData: Record<string, unknown> = {},
  Login: () => ReactNode = () => <p>login form</p>,
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      ErrorBoundary: () => <ErrorPage status={404} />,
      children: [
        {
          path: ':lang?',
          Component: LocaleLayout,
          loader: () => ({ locale, year: 2026, ...layoutData }),
          children: [
            {
              index: true,
              Component: Home,
              ...(homeLoader ? { loader: homeLoader } : {}),
            },
            { path: 'payment-controller/:outcome?', Component: () => <p>payment page</p> },
            { path: 'login', Component: Login },
            {
              path: '*',
              loader: () => {
                throw new Response(null, { status: 404 });
              },
              Component: () => null,
            },
          ],
        },
      ],
    },
  ]);
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}

describe('the locale layout as a route', () => {
  it('shows the header, nav bar and footer on a shop page, scrolled to the top', async () => {
    renderAt('/en');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer's code comes after the page's (deferred.tsx): it is there once it has loaded.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('hides the chrome on the payment ok page opened from the app', async () => {
    renderAt('/en/payment-controller/ok?from=app');
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps the chrome on the payment page opened in the browser', async () => {
    renderAt('/en/payment-controller/ok');
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('answers an unknown path with the 404 page, in the golfer’s language', async () => {
    renderAt('/es/nada', 'es');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada (Error 404)' }),
    ).toBeTruthy();
    expect(screen.getByText('No se ha podido encontrar esta página')).toBeTruthy();
  });

  it('shows the red alert for a call the page’s loader saw fail, in the golfer’s language', async () => {
    renderAt('/es', 'es', () => ({ notice: { failed: ['regions'], relogin: false } }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se ha producido un error al cargar las regiones',
    );
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('shows no alert when the loader’s calls all succeeded', async () => {
    renderAt('/es', 'es', () => ({ notice: { failed: [], relogin: false } }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks an expired login to log in again on a shop page, but never on the login page', async () => {
    const expired = { notice: { failed: [], relogin: true } };
    renderAt('/en', 'en', undefined, undefined, expired);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();
    // The dialog leads to the login page: opened there, it led there again, next= nesting deeper.
    renderAt('/en/login?keepPage=true&next=%2Fen', 'en', undefined, undefined, expired);
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the app, shows no chrome and no cookie banner, and says which links leave the app', async () => {
    renderAt(
      '/en',
      'en',
      undefined,
      () => (
        <p>
          <Link href="/en/cart">cart</Link> <Link href="https://club.example">club site</Link>
        </p>
      ),
      { appMode: true, cookieConsent: false },
    );
    const outside = await screen.findByRole('link', { name: 'club site (opens outside the app)' });
    // Every deferred part the page rendered has loaded: a footer, if any, would be there by now.
    await deferredPartsHydrated();
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'cart' }).getAttribute('target')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('region', { name: /cookies/i })).toBeNull();
  });

  it('closes a page’s alert when the golfer leaves the page, and does not bring it back', async () => {
    function AddingPage() {
      const { setAlert } = useOutletContext<LayoutOutlet>();
      return (
        <>
          <button
            type="button"
            onClick={() =>
              setAlert({ visible: true, type: 'success', message: 'The tee time is in your cart.' })
            }
          >
            add
          </button>
          <Link href="/en/login">away</Link>
        </>
      );
    }
    function LoginPage() {
      return (
        <>
          <p>login form</p>
          <Link href="/en">back</Link>
        </>
      );
    }
    renderAt('/en', 'en', undefined, AddingPage, {}, LoginPage);
    await userEvent.click(await screen.findByRole('button', { name: 'add' }));
    expect(screen.getByText('The tee time is in your cart.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(screen.queryByText('The tee time is in your cart.')).toBeNull();
    // Back on the page that raised it, the golfer does not meet it again.
    await userEvent.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.queryByText('The tee time is in your cart.')).toBeNull();
  });

  it('holds the one confirmation dialog any page can ask through useConfirm', async () => {
    function AskingPage() {
      const confirm = useConfirm();
      const [answer, setAnswer] = useState('none');
      return (
        <>
          <button
            type="button"
            onClick={() =>
              void confirm({ title: 'Remove the booking?', message: 'It cannot be undone.' }).then(
                (yes) => setAnswer(String(yes)),
              )
            }
          >
            ask
          </button>
          <p>answer: {answer}</p>
        </>
      );
    }
    renderAt('/es', 'es', undefined, AskingPage);
    await userEvent.click(await screen.findByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('answer: true')).toBeTruthy();
  });
});

describe('the layout’s cart button', () => {
  function renderWithCart(cart: unknown) {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale: 'en' }),
        children: [
          {
            path: ':lang?',
            Component: LocaleLayout,
            loader: () => ({ locale: 'en', year: 2026, cart }),
            children: [{ index: true, Component: () => <p>home page</p> }],
          },
        ],
      },
    ]);
    return render(
      // A cache per test, so one test's cart never shows in the next.
      <SWRConfig value={{ provider: () => new Map() }}>
        <IntlProvider locale="en" messages={messagesFor('en')}>
          <Stub initialEntries={['/en']} />
        </IntlProvider>
      </SWRConfig>,
    );
  }

  it('counts the tee times of the cart the loader read, without asking again', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithCart({ ...EMPTY_CART, locator: 'ABCD2345', count: 1 });
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(link.getAttribute('data-tone')).toBe('amber');
    expect(link.getAttribute('href')).toBe('/en/cart');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('is teal with no badge when the cart is empty', async () => {
    renderWithCart(EMPTY_CART);
    const link = await screen.findByRole('link', { name: 'Cart' });
    expect(link.getAttribute('data-tone')).toBe('teal');
  });
});

describe('the layout’s front door', () => {
  function renderShell(layoutData: Record<string, unknown>, locale: 'en' | 'sv' = 'en') {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale }),
        children: [
          {
            path: ':lang?',
            Component: LocaleLayout,
            loader: () => ({ locale, year: 2026, ...layoutData }),
            children: [
              { path: 'cart', Component: () => <p>cart page</p> },
              {
                path: 'region/:slug',
                Component: function Region() {
                  const location = useLocation();
                  return <p>region page {location.pathname + location.search}</p>;
                },
              },
              {
                path: 'club/:slug',
                Component: function Club() {
                  const location = useLocation();
                  return <p>club page {location.pathname + location.search}</p>;
                },
              },
            ],
          },
        ],
      },
    ]);
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <Stub initialEntries={[`/${locale}/cart`]} />
        </IntlProvider>
      </SWRConfig>,
    );
  }

  /** The suggestions endpoint answers these items for any keyword. */
  function suggest(items: unknown[]) {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/api/suggestions')
        ? Response.json({ ok: true, listaElementos: items })
        : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  afterEach(() => vi.unstubAllGlobals());

  it('shows the engine’s cookie text in the banner', async () => {
    renderShell({
      cookieConsent: false,
      cookieText: '<p>Fairway only sets <strong>strictly necessary</strong> cookies.</p>',
    });
    const banner = await screen.findByRole('region', { name: 'Cookies' }, { timeout: 10_000 });
    expect(banner.textContent).toContain('Fairway only sets strictly necessary cookies.');
    expect(banner.textContent).not.toContain('We use only the cookies the shop needs');
  });

  it('keeps the site’s own cookie text when the engine gave none', async () => {
    renderShell({ cookieConsent: false, cookieText: null });
    const banner = await screen.findByRole('region', { name: 'Cookies' }, { timeout: 10_000 });
    expect(banner.textContent).toContain('We use only the cookies the shop needs to work');
  });

  it('opens a region chosen among the suggestions on its region page', async () => {
    suggest([
      { label: 'Andalusien, Spanien', data: { cat: 'REG', id: 3, id2: 0, id3: 0 } },
      { label: 'Real Club de Golf de Sevilla', data: { cat: 'CLUB', id: 31, id2: 9, id3: 1 } },
    ]);
    renderShell({}, 'sv');
    const input = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    await userEvent.type(input, 'Andalusien');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Andalusien, Spanien, region' }),
    );
    expect(await screen.findByText('region page /sv/region/andalusien?idReg=3')).toBeTruthy();
  });

  it('treats a category it does not know as a club, as before', async () => {
    suggest([{ label: 'Golf del Sur', data: { cat: 'XYZ', id: 41, id2: 14, id3: 1 } }]);
    renderShell({});
    const input = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    await userEvent.type(input, 'golf del');
    await userEvent.click(await screen.findByRole('option', { name: 'Golf del Sur, club' }));
    expect(await screen.findByText('club page /en/club/golf-del-sur?idVP=14&rec=41')).toBeTruthy();
  });

  it('says when nothing matches and offers the regions instead', async () => {
    suggest([]);
    renderShell({
      regions: [
        { key: 'reg:11', label: 'Algarve', kind: 'region', path: '/region/algarve?idReg=11' },
        {
          key: 'reg:8',
          label: 'Canary Islands',
          kind: 'region',
          path: '/region/canary-islands?idReg=8',
        },
      ],
    });
    const input = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('No results found', { selector: 'p' })).toBeTruthy();
    const listbox = screen.getByRole('listbox', { name: 'Browse a region instead' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Canary Islands, region' }));
    expect(await screen.findByText('region page /en/region/canary-islands?idReg=8')).toBeTruthy();
  });
});

describe('the bare address', () => {
  const atRoot = async (url: string, cookie = '') => {
    const [first] = middleware;
    const request = new Request(url, { headers: { cookie } });
    const next = vi.fn();
    const thrown: unknown = await Promise.resolve(
      first?.(
        {
          request,
          url: new URL(url),
          pattern: '/:lang?',
          params: {},
          context: new RouterContextProvider(),
        },
        next,
      ),
    ).catch((error: unknown) => error);
    expect(next).not.toHaveBeenCalled();
    return thrown as Response;
  };

  it('sends the golfer to the language of their cookie, keeping their own query only', async () => {
    const plain = await atRoot('http://shop.test/?utm_source=mail');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/en?utm_source=mail');
    const data = await atRoot('http://shop.test/?_routes=routes%2Fhome&x=1', 'locale=sv');
    expect(data.headers.get('location')).toBe('/sv?x=1');
  });
});
