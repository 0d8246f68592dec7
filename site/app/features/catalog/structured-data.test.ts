import type { AnswerOf, vendedor } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { clubView } from './club-view.ts';
import { jsonLdText } from '../../platform/seo/json-ld.ts';
import { clubPageData, priceRange, regionPageData } from './structured-data.ts';

type Club = AnswerOf<typeof vendedor.obtenerDatosClubTTB>['datos'];

const course: Club['listaRecorridos'][number] = {
  idRec: 4,
  nombre: 'Championship',
  direccion: 'Calle del Golf 1',
  codigoPostal: '29660',
  lugar: 'Marbella',
  hoyos: 18,
  par: 72,
};
const club: Club = {
  idVendedorProveedor: 3,
  nombreClub: 'La Reserva </script>',
  descripcion: 'A course by the sea',
  zonaHoraria: 'Europe/Madrid',
  idRegion: 7,
  nombreRegion: 'Costa del Sol',
  idMunicipio: 29,
  nombreMunicipio: 'Marbella',
  latitud: 36.5,
  longitud: -4.9,
  imagen: '/images/clubs/la-reserva.svg',
  prestigio: false,
  permiteCancelacionOnline: true,
  horasLimiteCancelacion: 24,
  telefono: '+34 952 123 456',
  email: 'reservas@la-reserva.example',
  web: 'https://www.la-reserva.example/',
  direccion: 'Calle del Golf 1',
  codigoPostal: '29660',
  esMultiCampo: false,
  listaRecorridos: [course],
};

describe('structured data', () => {
  it('describes a club as a GolfCourse with address, coordinates, prices and breadcrumbs', () => {
    // The engine's answer through the club page's own mapping, as the page gets it.
    const view = clubView(club);
    const [place, crumbs] = clubPageData({
      club: view,
      course: view.courses[0]!,
      origin: 'https://golf.example',
      locale: 'es',
      url: 'https://golf.example/es/club/la-reserva?idVP=3',
      homeName: 'Inicio',
      prices: [60, 45, 90],
    });
    expect(place).toMatchObject({
      '@type': 'GolfCourse',
      image: 'https://golf.example/images/clubs/la-reserva.svg',
      address: { streetAddress: 'Calle del Golf 1', postalCode: '29660' },
      geo: { latitude: 36.5, longitude: -4.9 },
      telephone: '+34 952 123 456',
      email: 'reservas@la-reserva.example',
      sameAs: 'https://www.la-reserva.example/',
      priceRange: '€45-€90',
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://golf.example/es' },
        {
          position: 2,
          name: 'Costa del Sol',
          item: 'https://golf.example/es/region/costa-del-sol?idReg=7',
        },
        { position: 3, item: 'https://golf.example/es/club/la-reserva?idVP=3' },
      ],
    });
  });

  it('carries the reviews as aggregateRating, and none without a review', () => {
    const view = clubView(club);
    const input = {
      club: view,
      course: view.courses[0]!,
      origin: 'https://golf.example',
      locale: 'en' as const,
      url: 'https://golf.example/en/club/la-reserva?idVP=3',
      homeName: 'Home',
      prices: [],
    };
    const [rated] = clubPageData({ ...input, rating: { average: 4.3, count: 23 } });
    expect(rated).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 23,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const [unrated] = clubPageData({ ...input, rating: { average: null, count: 0 } });
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('leaves the price range out on a day without prices', () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange([50, 50])).toBe('€50');
  });

  it('gives a region its two breadcrumbs', () => {
    const data = regionPageData({
      origin: 'https://golf.example',
      locale: 'en',
      url: 'https://golf.example/en/region/algarve?idReg=2',
      homeName: 'Home',
      place: 'Algarve',
    });
    expect(data['itemListElement']).toHaveLength(2);
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonLdText({ name: club.nombreClub });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: club.nombreClub });
  });
});
