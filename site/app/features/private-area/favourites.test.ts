import { describe, expect, it } from 'vitest';
import { favouriteCourseView, loginHrefFor, LOGGED_OUT_FAVOURITES } from './favourites.ts';

describe('favourite courses', () => {
  it('link each course to its club page on that course, in the golfer’s language', () => {
    expect(
      favouriteCourseView(
        {
          idRecorrido: 11,
          nombreRecorrido: 'Los Naranjos',
          idVendedorProveedor: 4,
          nombreClub: 'Los Naranjos Golf Club',
          idMunicipio: 2,
          nombreMunicipio: 'Marbella',
          idRegion: 1,
          nombreRegion: 'Costa del Sol',
        },
        'es',
      ),
    ).toEqual({
      courseId: 11,
      courseName: 'Los Naranjos',
      clubId: 4,
      clubName: 'Los Naranjos Golf Club',
      municipality: 'Marbella',
      region: 'Costa del Sol',
      href: '/es/club/los-naranjos-golf-club?idVP=4&rec=11',
      placeHref: '/es/region/marbella?municipio=marbella&idMun=2',
    });
  });

  it('a visitor’s heart leads to the login page, which brings them back', () => {
    const state = LOGGED_OUT_FAVOURITES('sv');
    expect(state).toEqual({ loggedIn: false, courseIds: [], loginPath: '/sv/login' });
    expect(loginHrefFor(state.loginPath, '/sv/club/x?idVP=4&rec=11')).toBe(
      '/sv/login?next=%2Fsv%2Fclub%2Fx%3FidVP%3D4%26rec%3D11',
    );
  });
});
